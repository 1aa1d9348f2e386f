import type { Db } from '../../db/database.js';
import type { EvaluationsRepository } from './evaluations.repository.js';

/** How one learner did in a route's evaluations, for "Mi avance" and the home page. */
export interface RouteEvaluationScores {
  /** Score of the finished pre-test; null when it was not finished. */
  pretestScore: number | null;
  /** Score of the passed final test, else the best finished attempt; null when none was finished. */
  testScore: number | null;
  testPassed: boolean;
  testAttempts: number;
  certificateCode: string | null;
}

/** Reads a learner's evaluation scores and certificates per route (no session is started or changed here). */
export class EvaluationScoresService {
  constructor(
    private readonly db: Db,
    private readonly evaluations: EvaluationsRepository,
  ) {}

  async scoresFor(userId: string, routeIds: string[]): Promise<Map<string, RouteEvaluationScores>> {
    if (routeIds.length === 0) return new Map();
    const [sessions, certificates] = await Promise.all([
      this.evaluations.sessionsForRoutes(this.db, userId, routeIds),
      this.evaluations.listCertificates(this.db, userId),
    ]);
    return new Map(
      routeIds.map((routeId) => {
        const mine = sessions.filter((s) => s.routeId === routeId);
        const finished = (kind: 'pretest' | 'test') =>
          mine.filter((s) => s.kind === kind && s.status === 'finished' && s.score !== null);
        const pretest = finished('pretest')[0];
        const tests = finished('test');
        const passed = tests.find((s) => s.passed === true);
        const best = tests.reduce<number | null>((top, s) => Math.max(top ?? 0, s.score ?? 0), null);
        const certificate = certificates.find((c) => c.routeId === routeId && c.revokedAt === null);
        return [
          routeId,
          {
            pretestScore: pretest?.score ?? null,
            testScore: passed?.score ?? best,
            testPassed: Boolean(passed),
            testAttempts: mine.filter((s) => s.kind === 'test').length,
            certificateCode: certificate?.code ?? null,
          },
        ];
      }),
    );
  }
}
