import type { Executor } from '../../db/executor.js';
import type { EnrolledRoute, LearningRoute } from './learning-route.types.js';
import { toLearningRoute } from './route.mapper.js';

/** The reads behind the learner's home and "Mi avance": always one user's own rows. */
export class LearnerDashboardRepository {
  /** The published routes the user is enrolled in, with how they got there and when they last worked on them. */
  async enrolledRoutes(db: Executor, userId: string): Promise<EnrolledRoute[]> {
    const rows = await db
      .selectFrom('enrolments as e')
      .innerJoin('routes as r', 'r.id', 'e.route_id')
      .selectAll('r')
      .select(['e.origin', 'e.enrolled_at', 'e.last_item_id', 'e.last_activity_at'])
      .where('e.user_id', '=', userId)
      .where('r.status', '=', 'published')
      .execute();
    return rows.map(({ origin, enrolled_at, last_item_id, last_activity_at, ...route }) => ({
      route: toLearningRoute(route),
      origin: origin === 'assignment' ? 'assignment' : 'visit',
      enrolledAt: enrolled_at,
      lastItemId: last_item_id,
      lastActivityAt: last_activity_at,
    }));
  }

  /** Published routes the user is not enrolled in (the candidates for a recommendation). */
  async routesNotEnrolled(db: Executor, userId: string): Promise<LearningRoute[]> {
    const rows = await db
      .selectFrom('routes as r')
      .selectAll('r')
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
    return rows.map(toLearningRoute);
  }

  /** When the user completed each content item of a published route (ISO timestamps), for the timeline. */
  async completionTimes(db: Executor, userId: string): Promise<string[]> {
    const rows = await db
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
