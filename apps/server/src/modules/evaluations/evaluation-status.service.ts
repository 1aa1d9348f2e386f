import type { Db } from '../../db/database.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { CatalogCache } from '../catalog-cache/catalog-cache.js';
import type { AttemptGrantsService } from './attempt-grants.service.js';
import type { EvaluationsRepository } from './evaluations.repository.js';
import { countedSessions, renewalCutoff } from './renewal-cutoff.js';

/** How a learner's evaluations stand on one route, for its step list. */
export interface RouteEvaluationStatus {
  hasBank: boolean;
  pretest: 'none' | 'in_progress' | 'done';
  testPassed: boolean;
  testInProgress: boolean;
  testAttempts: number;
  /** Extra final-test attempts granted to the learner on top of the route's limit. */
  extraAttempts: number;
}

/**
 * Reads how a learner's pre-tests and tests stand per route. It depends on nothing but this module's data, so the
 * container builds it before the learning-paths services that show route steps, and hands it to them; the
 * evaluation services, which depend on learning-paths, come after.
 */
export class EvaluationStatusService {
  constructor(
    private readonly db: Db,
    private readonly evaluations: EvaluationsRepository,
    private readonly attemptGrants: AttemptGrantsService,
    private readonly clock: Clock,
    private readonly catalog: CatalogCache,
  ) {}

  /**
   * Whether the learner is taking a graded final test right now: a `test` session started and not finished (they
   * neither expire nor get abandoned, decision 018), so it stays true until the learner finishes it.
   */
  hasTestInProgress(userId: string): Promise<boolean> {
    return this.evaluations.hasTestInProgress(this.db, userId);
  }

  async statusFor(userId: string, routeIds: string[]): Promise<Map<string, RouteEvaluationStatus>> {
    const [sessions, sizes, extra, certificates] = await Promise.all([
      this.evaluations.sessionsForRoutes(this.db, userId, routeIds),
      this.catalog.read(this.db, `bank-sizes:${routeIds.join(',')}`, () =>
        this.evaluations.activeBankSizes(this.db, routeIds),
      ),
      this.attemptGrants.extraAttempts(userId, routeIds),
      this.evaluations.certificateDates(this.db, [userId]),
    ]);
    const now = this.clock.now();
    return new Map(
      routeIds.map((routeId) => {
        // `testPassed` means passed since the latest certificate expired (decision 038).
        const mine = countedSessions(
          sessions.filter((s) => s.routeId === routeId),
          renewalCutoff(certificates, routeId, now),
        );
        const pretest = mine.filter((s) => s.kind === 'pretest');
        const tests = mine.filter((s) => s.kind === 'test');
        const status: RouteEvaluationStatus = {
          hasBank: (sizes.get(routeId) ?? 0) > 0,
          pretest: pretest.some((s) => s.status === 'finished') ? 'done' : pretest.length > 0 ? 'in_progress' : 'none',
          testPassed: tests.some((s) => s.passed === true),
          testInProgress: tests.some((s) => s.status === 'in_progress'),
          testAttempts: tests.length,
          extraAttempts: extra.get(routeId) ?? 0,
        };
        return [routeId, status];
      }),
    );
  }
}
