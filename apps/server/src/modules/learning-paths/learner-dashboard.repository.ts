import type { Db } from '../../db/database.js';
import type { EnrolmentsTable, RoutesTable } from '../../db/schema.js';

export type DashboardRouteRow = Pick<
  RoutesTable,
  'id' | 'title' | 'summary' | 'category' | 'hours' | 'level' | 'cover_file_id' | 'published_at' | 'created_at'
>;

export type EnrolledRouteRow = DashboardRouteRow &
  Pick<EnrolmentsTable, 'origin' | 'enrolled_at' | 'last_item_id' | 'last_activity_at'>;

const routeColumns = [
  'r.id',
  'r.title',
  'r.summary',
  'r.category',
  'r.hours',
  'r.level',
  'r.cover_file_id',
  'r.published_at',
  'r.created_at',
] as const;

/** The reads behind the learner's home and "Mi avance": always one user's own rows. */
export class LearnerDashboardRepository {
  constructor(private readonly db: Db) {}

  /** The published routes the user is enrolled in, with how they got there and when they last worked on them. */
  enrolledRoutes(userId: string): Promise<EnrolledRouteRow[]> {
    return this.db
      .selectFrom('enrolments as e')
      .innerJoin('routes as r', 'r.id', 'e.route_id')
      .select([...routeColumns, 'e.origin', 'e.enrolled_at', 'e.last_item_id', 'e.last_activity_at'])
      .where('e.user_id', '=', userId)
      .where('r.status', '=', 'published')
      .execute();
  }

  /** Published routes the user is not enrolled in (the candidates for a recommendation). */
  routesNotEnrolled(userId: string): Promise<DashboardRouteRow[]> {
    return this.db
      .selectFrom('routes as r')
      .select(routeColumns)
      .where('r.status', '=', 'published')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('enrolments as e')
              .select('e.route_id')
              .whereRef('e.route_id', '=', 'r.id')
              .where('e.user_id', '=', userId),
          ),
        ),
      )
      .execute();
  }

  /** When the user completed each content item of a published route (ISO timestamps), for the timeline. */
  async completionTimes(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('item_progress as p')
      .innerJoin('routes as r', 'r.id', 'p.route_id')
      .select('p.completed_at')
      .where('p.user_id', '=', userId)
      .where('p.completed_at', 'is not', null)
      .where('r.status', '=', 'published')
      .execute();
    return rows.flatMap((row) => (row.completed_at ? [row.completed_at] : []));
  }
}
