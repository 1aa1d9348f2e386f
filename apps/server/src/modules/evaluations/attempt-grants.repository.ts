import { readInSlices } from '../../db/chunks.js';
import type { Executor, RawCount } from '../../db/executor.js';
import { toCount } from '../../db/executor.js';

/** One learner's final tests on a route, as the enrolments panel and the grant need them. */
export interface FinalTestStanding {
  /** Final-test sessions started (each counts against the limit). */
  attemptsUsed: number;
  /** Extra attempts granted on top of the route's limit. */
  granted: number;
  passed: boolean;
  inProgress: boolean;
}

export interface NewAttemptGrant {
  id: string;
  routeId: string;
  userId: string;
  grantedBy: string | null;
  grantedAt: string;
}

/** Extra final-test attempts (`evaluation_attempt_grants`) and the final-test counts they are weighed against. */
export class AttemptGrantsRepository {
  async insert(db: Executor, grant: NewAttemptGrant): Promise<void> {
    await db
      .insertInto('evaluation_attempt_grants')
      .values({
        id: grant.id,
        route_id: grant.routeId,
        user_id: grant.userId,
        granted_by: grant.grantedBy,
        granted_at: grant.grantedAt,
      })
      .execute();
  }

  /** Grants per route for one learner (the route steps and the evaluation page). */
  async grantsForRoutes(db: Executor, userId: string, routeIds: string[]): Promise<Map<string, number>> {
    if (routeIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('evaluation_attempt_grants')
      .select(['route_id', (eb) => eb.fn.countAll<RawCount>().as('count')])
      .where('user_id', '=', userId)
      .where('route_id', 'in', routeIds)
      .groupBy('route_id')
      .execute();
    return new Map(rows.map((row) => [row.route_id, toCount(row.count)]));
  }

  /** Final-test standing of each of `userIds` on the route, in two grouped queries whatever their number. */
  async standings(db: Executor, routeId: string, userIds: string[]): Promise<Map<string, FinalTestStanding>> {
    const result = new Map<string, FinalTestStanding>(
      userIds.map((id) => [id, { attemptsUsed: 0, granted: 0, passed: false, inProgress: false }]),
    );
    if (userIds.length === 0) return result;
    const [sessions, grants] = await Promise.all([
      readInSlices(userIds, (slice) =>
        db
          .selectFrom('evaluation_sessions')
          .select(['user_id', 'status', 'passed'])
          .where('route_id', '=', routeId)
          .where('kind', '=', 'test')
          .where('user_id', 'in', slice)
          .execute(),
      ),
      readInSlices(userIds, (slice) =>
        db
          .selectFrom('evaluation_attempt_grants')
          .select(['user_id', (eb) => eb.fn.countAll<RawCount>().as('count')])
          .where('route_id', '=', routeId)
          .where('user_id', 'in', slice)
          .groupBy('user_id')
          .execute(),
      ),
    ]);
    for (const row of sessions) {
      const standing = result.get(row.user_id);
      if (!standing) continue;
      standing.attemptsUsed += 1;
      if (row.passed === 1) standing.passed = true;
      if (row.status === 'in_progress') standing.inProgress = true;
    }
    for (const row of grants) {
      const standing = result.get(row.user_id);
      if (standing) standing.granted = toCount(row.count);
    }
    return result;
  }
}
