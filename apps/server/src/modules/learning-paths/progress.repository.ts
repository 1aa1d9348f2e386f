import { readInSlices } from '../../db/chunks.js';
import { sql } from 'kysely';
import type { Executor, RawCount } from '../../db/executor.js';
import { toCount } from '../../db/executor.js';
import type {
  Enrolment,
  EnrolmentProgress,
  ItemProgressRecord,
  ProgressChanges,
  RouteProgressSummary,
} from './learning-route.types.js';
import {
  toEnrolment,
  toEnrolmentRow,
  toItemProgressRecord,
  toItemProgressRow,
  toProgressChangesRow,
} from './route.mapper.js';

/** Enrolments and per-item progress of learners (`enrolments`, `item_progress`). */
export class ProgressRepository {
  /** Enrols the user unless already enrolled (a second call, even concurrent, changes nothing); true when new. */
  async enrol(db: Executor, enrolment: Enrolment): Promise<boolean> {
    const result = await db
      .insertInto('enrolments')
      .values(toEnrolmentRow(enrolment))
      .onConflict((oc) => oc.columns(['route_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Everyone enrolled in a route, newest first, with their required items done and time spent. */
  async listEnrolments(db: Executor, routeId: string): Promise<EnrolmentProgress[]> {
    const rows = await db
      .selectFrom('enrolments as e')
      .select(['e.user_id', 'e.origin', 'e.enrolled_at', 'e.last_activity_at', 'e.content_completed_at'])
      .select((eb) => [
        eb
          .selectFrom('item_progress as p')
          .innerJoin('route_items as i', 'i.id', 'p.item_id')
          .select(eb.fn.countAll<RawCount>().as('c'))
          .whereRef('p.user_id', '=', 'e.user_id')
          .whereRef('p.route_id', '=', 'e.route_id')
          .where('p.completed_at', 'is not', null)
          .where('i.required', '=', 1)
          .as('completed_required'),
        eb
          .selectFrom('item_progress as p')
          .select(sql<RawCount>`coalesce(sum(p.seconds_spent), 0)`.as('s'))
          .whereRef('p.user_id', '=', 'e.user_id')
          .whereRef('p.route_id', '=', 'e.route_id')
          .as('seconds_spent'),
      ])
      .where('e.route_id', '=', routeId)
      .orderBy('e.enrolled_at', 'desc')
      .orderBy('e.user_id')
      .execute();
    return rows.map((row) => ({
      userId: row.user_id,
      origin: row.origin === 'assignment' ? 'assignment' : 'visit',
      enrolledAt: row.enrolled_at,
      lastActivityAt: row.last_activity_at,
      contentCompletedAt: row.content_completed_at,
      completedRequired: toCount(row.completed_required),
      secondsSpent: toCount(row.seconds_spent),
    }));
  }

  async findEnrolment(db: Executor, routeId: string, userId: string): Promise<Enrolment | undefined> {
    const row = await db
      .selectFrom('enrolments')
      .selectAll()
      .where('route_id', '=', routeId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && toEnrolment(row);
  }

  async enrolledRouteIds(db: Executor, userId: string, routeIds: string[]): Promise<Set<string>> {
    if (routeIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('enrolments')
      .select('route_id')
      .where('user_id', '=', userId)
      .where('route_id', 'in', routeIds)
      .execute();
    return new Set(rows.map((row) => row.route_id));
  }

  async touchEnrolment(
    db: Executor,
    routeId: string,
    userId: string,
    activity: { lastItemId: string; lastActivityAt: string },
  ): Promise<void> {
    await db
      .updateTable('enrolments')
      .set({ last_item_id: activity.lastItemId, last_activity_at: activity.lastActivityAt })
      .where('route_id', '=', routeId)
      .where('user_id', '=', userId)
      .execute();
  }

  /** Records the first time the learner finished all required content; later calls keep the first date. */
  async markContentCompleted(db: Executor, routeId: string, userId: string, at: string): Promise<void> {
    await db
      .updateTable('enrolments')
      .set({ content_completed_at: at })
      .where('route_id', '=', routeId)
      .where('user_id', '=', userId)
      .where('content_completed_at', 'is', null)
      .execute();
  }

  /** Every enrolment of the user, oldest first (their data export). */
  async enrolmentsOfUser(db: Executor, userId: string): Promise<Enrolment[]> {
    const rows = await db
      .selectFrom('enrolments')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('enrolled_at')
      .orderBy('route_id')
      .execute();
    return rows.map(toEnrolment);
  }

  /** Every item the user opened, on any route (their data export). */
  async progressOfUser(db: Executor, userId: string): Promise<ItemProgressRecord[]> {
    const rows = await db
      .selectFrom('item_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('started_at')
      .orderBy('item_id')
      .execute();
    return rows.map(toItemProgressRecord);
  }

  async listForRoute(db: Executor, userId: string, routeId: string): Promise<ItemProgressRecord[]> {
    const rows = await db
      .selectFrom('item_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .where('route_id', '=', routeId)
      .execute();
    return rows.map(toItemProgressRecord);
  }

  async find(db: Executor, userId: string, itemId: string): Promise<ItemProgressRecord | undefined> {
    const row = await db
      .selectFrom('item_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    return row && toItemProgressRecord(row);
  }

  /** Creates the record of a first visit; an existing one is left as it is. */
  async start(db: Executor, record: ItemProgressRecord): Promise<void> {
    await db
      .insertInto('item_progress')
      .values(toItemProgressRow(record))
      .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
      .execute();
  }

  /**
   * Writes new values only if nobody wrote since `expectedRevision` was read (optimistic concurrency).
   * Returns false when the row changed meanwhile, and the caller re-reads and retries.
   */
  async update(
    db: Executor,
    userId: string,
    itemId: string,
    expectedRevision: number,
    changes: ProgressChanges & { updatedAt: string },
  ): Promise<boolean> {
    const result = await db
      .updateTable('item_progress')
      .set({ ...toProgressChangesRow(changes), updated_at: changes.updatedAt, revision: expectedRevision + 1 })
      .where('user_id', '=', userId)
      .where('item_id', '=', itemId)
      .where('revision', '=', expectedRevision)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Per route: required items the user completed and the seconds they spent on the route's items. */
  async summaries(db: Executor, userId: string, routeIds: string[]): Promise<Map<string, RouteProgressSummary>> {
    if (routeIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('item_progress')
      .innerJoin('route_items', 'route_items.id', 'item_progress.item_id')
      .select([
        'item_progress.route_id',
        sql<RawCount>`sum(case when item_progress.completed_at is not null and route_items.required = 1 then 1 else 0 end)`.as(
          'completed_required',
        ),
        sql<RawCount>`sum(item_progress.seconds_spent)`.as('seconds_spent'),
      ])
      .where('item_progress.user_id', '=', userId)
      .where('item_progress.route_id', 'in', routeIds)
      .groupBy('item_progress.route_id')
      .execute();
    return new Map(
      rows.map((row) => [
        row.route_id,
        {
          routeId: row.route_id,
          completedRequired: toCount(row.completed_required),
          secondsSpent: toCount(row.seconds_spent),
        },
      ]),
    );
  }

  /** The (person, route) pairs of `userIds` with any content progress: "started" in the training plan. */
  async progressPairs(db: Executor, userIds: string[]): Promise<{ userId: string; routeId: string }[]> {
    if (userIds.length === 0) return [];
    const rows = await readInSlices(userIds, (slice) =>
      db.selectFrom('item_progress').select(['user_id', 'route_id']).distinct().where('user_id', 'in', slice).execute(),
    );
    return rows.map((row) => ({ userId: row.user_id, routeId: row.route_id }));
  }
}
