import crypto from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { AttemptGrantsRepository, FinalTestStanding } from './attempt-grants.repository.js';

export type { FinalTestStanding } from './attempt-grants.repository.js';

/**
 * Extra final-test attempts. A learner may start `route.attempts + grants` final tests; a grant is given only to a
 * learner who has used every attempt and has not passed, so it always opens exactly one new attempt. It depends on
 * this module's data only, so the container builds it before the learning-paths services that grant and show it.
 */
export class AttemptGrantsService {
  constructor(
    private readonly db: Db,
    private readonly grants: AttemptGrantsRepository,
    private readonly clock: Clock,
  ) {}

  /** Extra attempts per route for one learner. */
  extraAttempts(userId: string, routeIds: string[]): Promise<Map<string, number>> {
    return this.grants.grantsForRoutes(this.db, userId, routeIds);
  }

  /** Final-test standing of each learner on a route (the enrolments panel). */
  standings(routeId: string, userIds: string[]): Promise<Map<string, FinalTestStanding>> {
    return this.grants.standings(this.db, routeId, userIds);
  }

  /**
   * Grants one more attempt, inside the caller's transaction (which also writes the audit entry). Refused, changing
   * nothing, when the learner passed or still has an attempt to use. Returns the standing after the grant.
   */
  async grant(
    tx: Executor,
    input: { routeId: string; userId: string; routeAttempts: number; grantedBy: string | null },
  ): Promise<FinalTestStanding> {
    const standing = (await this.grants.standings(tx, input.routeId, [input.userId])).get(input.userId);
    if (!standing) throw new AppError('NOT_FOUND');
    if (standing.passed) {
      throw new AppError('VALIDATION_FAILED', 'Esta persona ya aprobó la evaluación final: no necesita otro intento.');
    }
    if (standing.inProgress || standing.attemptsUsed < input.routeAttempts + standing.granted) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Esta persona todavía tiene un intento disponible: solo se concede otro cuando los ha usado todos.',
      );
    }
    await this.grants.insert(tx, {
      id: crypto.randomUUID(),
      routeId: input.routeId,
      userId: input.userId,
      grantedBy: input.grantedBy,
      grantedAt: this.clock.now().toISOString(),
    });
    return { ...standing, granted: standing.granted + 1 };
  }
}
