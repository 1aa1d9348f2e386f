import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EnrolmentsTable, ItemProgressTable } from '../../db/schema.js';

export type EnrolmentRow = EnrolmentsTable;
export type ProgressRow = ItemProgressTable;

export interface RouteProgressSummaryRow {
  route_id: string;
  completed_required: number;
  seconds_spent: number;
}

/** Enrolments and per-item progress of learners. */
export class ProgressRepository {
  constructor(private readonly db: Db) {}

  /** Enrols the user unless already enrolled (a second call, even concurrent, changes nothing). */
  async enrol(row: EnrolmentRow): Promise<void> {
    await this.db
      .insertInto('enrolments')
      .values(row)
      .onConflict((oc) => oc.columns(['route_id', 'user_id']).doNothing())
      .execute();
  }

  /** Of `userIds`, those that belong to active accounts. */
  async activeUserIds(userIds: string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', userIds)
      .where('active', '=', 1)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Enrols each user not yet enrolled; returns how many were new. */
  async enrolMany(routeId: string, userIds: string[], origin: string, at: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      let created = 0;
      for (const userId of userIds) {
        const result = await trx
          .insertInto('enrolments')
          .values({
            route_id: routeId,
            user_id: userId,
            origin,
            enrolled_at: at,
            last_item_id: null,
            last_activity_at: null,
            content_completed_at: null,
          })
          .onConflict((oc) => oc.columns(['route_id', 'user_id']).doNothing())
          .executeTakeFirst();
        created += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return created;
    });
  }

  /** Everyone enrolled in a route, newest first, with their required items done and time spent. */
  listEnrolments(routeId: string) {
    return this.db
      .selectFrom('enrolments as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select([
        'e.user_id',
        'e.origin',
        'e.enrolled_at',
        'e.last_activity_at',
        'e.content_completed_at',
        'u.nombre',
        'u.email',
      ])
      .select((eb) => [
        eb
          .selectFrom('item_progress as p')
          .innerJoin('route_items as i', 'i.id', 'p.item_id')
          .select(eb.fn.countAll<number | string>().as('c'))
          .whereRef('p.user_id', '=', 'e.user_id')
          .whereRef('p.route_id', '=', 'e.route_id')
          .where('p.completed_at', 'is not', null)
          .where('i.required', '=', 1)
          .as('completed_required'),
        eb
          .selectFrom('item_progress as p')
          .select(sql<number | string>`coalesce(sum(p.seconds_spent), 0)`.as('s'))
          .whereRef('p.user_id', '=', 'e.user_id')
          .whereRef('p.route_id', '=', 'e.route_id')
          .as('seconds_spent'),
      ])
      .where('e.route_id', '=', routeId)
      .orderBy('e.enrolled_at', 'desc')
      .orderBy('u.nombre')
      .execute();
  }

  findEnrolment(routeId: string, userId: string): Promise<EnrolmentRow | undefined> {
    return this.db
      .selectFrom('enrolments')
      .selectAll()
      .where('route_id', '=', routeId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async enrolledRouteIds(userId: string, routeIds: string[]): Promise<Set<string>> {
    if (routeIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('enrolments')
      .select('route_id')
      .where('user_id', '=', userId)
      .where('route_id', 'in', routeIds)
      .execute();
    return new Set(rows.map((row) => row.route_id));
  }

  async touchEnrolment(
    routeId: string,
    userId: string,
    changes: Pick<EnrolmentRow, 'last_item_id' | 'last_activity_at'>,
  ): Promise<void> {
    await this.db
      .updateTable('enrolments')
      .set(changes)
      .where('route_id', '=', routeId)
      .where('user_id', '=', userId)
      .execute();
  }

  /** Records the first time the learner finished all required content; later calls keep the first date. */
  async markContentCompleted(routeId: string, userId: string, at: string): Promise<void> {
    await this.db
      .updateTable('enrolments')
      .set({ content_completed_at: at })
      .where('route_id', '=', routeId)
      .where('user_id', '=', userId)
      .where('content_completed_at', 'is', null)
      .execute();
  }

  listForRoute(userId: string, routeId: string): Promise<ProgressRow[]> {
    return this.db
      .selectFrom('item_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .where('route_id', '=', routeId)
      .execute();
  }

  find(userId: string, itemId: string): Promise<ProgressRow | undefined> {
    return this.db
      .selectFrom('item_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .where('item_id', '=', itemId)
      .executeTakeFirst();
  }

  /** Creates the row of a first visit; an existing row is left as it is. */
  async start(row: ProgressRow): Promise<void> {
    await this.db
      .insertInto('item_progress')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
      .execute();
  }

  /**
   * Writes new values only if nobody wrote since `expectedRevision` was read (optimistic concurrency).
   * Returns false when the row changed meanwhile, and the caller re-reads and retries.
   */
  async update(
    userId: string,
    itemId: string,
    expectedRevision: number,
    changes: Partial<Omit<ProgressRow, 'user_id' | 'item_id' | 'route_id' | 'revision'>>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('item_progress')
      .set({ ...changes, revision: expectedRevision + 1 })
      .where('user_id', '=', userId)
      .where('item_id', '=', itemId)
      .where('revision', '=', expectedRevision)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Per route: required items the user completed and the seconds they spent on the route's items. */
  async summaries(userId: string, routeIds: string[]): Promise<Map<string, RouteProgressSummaryRow>> {
    if (routeIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('item_progress')
      .innerJoin('route_items', 'route_items.id', 'item_progress.item_id')
      .select([
        'item_progress.route_id',
        sql<
          number | string
        >`sum(case when item_progress.completed_at is not null and route_items.required = 1 then 1 else 0 end)`.as(
          'completed_required',
        ),
        sql<number | string>`sum(item_progress.seconds_spent)`.as('seconds_spent'),
      ])
      .where('item_progress.user_id', '=', userId)
      .where('item_progress.route_id', 'in', routeIds)
      .groupBy('item_progress.route_id')
      .execute();
    return new Map(
      rows.map((row) => [
        row.route_id,
        {
          route_id: row.route_id,
          completed_required: Number(row.completed_required),
          seconds_spent: Number(row.seconds_spent),
        },
      ]),
    );
  }
}
