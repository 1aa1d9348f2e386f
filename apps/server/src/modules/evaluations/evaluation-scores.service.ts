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
  /** The test started and not finished, which opening its page resumes; null when none is open. */
  openTest: { kind: 'pretest' | 'test'; startedAt: string } | null;
  /** Right answers of the sessions whose scores are above, what "Mi avance" shows first ("17 de 20 correctas"). */
  pretestCorrect: CorrectCount | null;
  testCorrect: CorrectCount | null;
}

export interface CorrectCount {
  correct: number;
  answered: number;
}

/** Reads a learner's evaluation scores and certificates per route (no session is started or changed here). */
export class EvaluationScoresService {
  constructor(
    private readonly db: Db,
    private readonly evaluations: EvaluationsRepository,
  ) {}

  /**
   * The person's evaluation sessions with their answers, and their certificates, for their own data export. While a
   * session runs, its answers carry no right/wrong and no ability estimate (an exported file must not become a way
   * to learn the key mid-test, decision 018); a finished session shows whether each answer was right. The bank's
   * keys are never exported.
   */
  async exportForUser(userId: string) {
    const [sessions, certificates] = await Promise.all([
      this.evaluations.sessionsOfUser(this.db, userId),
      this.evaluations.listCertificates(this.db, userId),
    ]);
    const answers = await this.evaluations.answersOfSessions(
      this.db,
      sessions.map((session) => session.id),
    );
    return {
      evaluations: sessions.map((session) => {
        const finished = session.status === 'finished';
        return {
          id: session.id,
          routeId: session.routeId,
          kind: session.kind,
          attempt: session.attempt,
          status: session.status,
          startedAt: session.startedAt,
          finishedAt: session.finishedAt,
          score: finished ? session.score : null,
          passed: finished ? session.passed : null,
          passMark: session.passMark,
          mastery: finished ? session.mastery : null,
          answers: answers
            .filter((answer) => answer.sessionId === session.id)
            .map((answer) => ({
              itemId: answer.itemId,
              position: answer.position,
              answer: answer.answer,
              answeredAt: answer.answeredAt,
              ...(finished ? { correct: answer.correct } : {}),
            })),
        };
      }),
      certificates: certificates.map(({ userId: _owner, ...certificate }) => certificate),
    };
  }

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
        const shown = passed ?? tests.find((s) => s.score === best);
        const count = (s: { correct: number; answered: number } | undefined) =>
          s ? { correct: s.correct, answered: s.answered } : null;
        const certificate = certificates.find((c) => c.routeId === routeId && c.revokedAt === null);
        const open = mine.find((s) => s.status === 'in_progress');
        return [
          routeId,
          {
            pretestScore: pretest?.score ?? null,
            testScore: passed?.score ?? best,
            testPassed: Boolean(passed),
            testAttempts: mine.filter((s) => s.kind === 'test').length,
            certificateCode: certificate?.code ?? null,
            openTest: open ? { kind: open.kind, startedAt: open.startedAt } : null,
            pretestCorrect: count(pretest),
            testCorrect: count(shown),
          },
        ];
      }),
    );
  }
}
