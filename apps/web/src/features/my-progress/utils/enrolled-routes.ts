import type { RouteCard, RouteProgress, RouteProgressState } from '@academia/shared';

/** A catalog card of a route the learner is enrolled in: the catalog gives `progress: null` for the others. */
export type EnrolledRoute = RouteCard & { progress: RouteProgress };

/** Unfinished routes first (the ones being worked on at the top), then those not started, then the completed. */
const STATE_ORDER: Record<RouteProgressState, number> = {
  in_progress: 0,
  content_done: 1,
  not_started: 2,
  completed: 3,
};

/** The learner's routes out of the whole catalog, in-progress first; the catalog's order within each state. */
export function enrolledRoutes(routes: readonly RouteCard[]): EnrolledRoute[] {
  return routes
    .filter((route): route is EnrolledRoute => route.progress !== null)
    .sort((a, b) => STATE_ORDER[a.progress.state] - STATE_ORDER[b.progress.state]);
}
