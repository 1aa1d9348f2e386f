import { assignRouteResultSchema, routeEnrolmentListSchema } from '@academia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { routePath } from './get-admin-route';
import { adminRouteKeys } from './query-keys';

function enrolmentsPath(routeId: string): string {
  return `${routePath(routeId)}/enrolments`;
}

export function routeEnrolmentsQueryOptions(routeId: string) {
  return queryOptions({
    queryKey: adminRouteKeys.enrolments(routeId),
    queryFn: ({ signal }) => apiFetch(enrolmentsPath(routeId), { schema: routeEnrolmentListSchema, signal }),
  });
}

export function useRouteEnrolments(routeId: string) {
  return useQuery(routeEnrolmentsQueryOptions(routeId));
}

export function assignRoute(routeId: string, userIds: string[]) {
  return apiFetch(enrolmentsPath(routeId), { method: 'POST', body: { userIds }, schema: assignRouteResultSchema });
}

/**
 * Enrols people in the route on the admin's behalf. Afterwards the table of enrolled learners and the counts of the
 * route list are stale; a refusal because the route is not published means the editor's copy of the route is too.
 */
export function useAssignRoute(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => assignRoute(routeId, userIds),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminRouteKeys.enrolments(routeId) });
      void queryClient.invalidateQueries({ queryKey: adminRouteKeys.lists() });
    },
    onError: (error) => {
      if (isRouteNotPublished(error)) {
        void queryClient.invalidateQueries({ queryKey: adminRouteKeys.detail(routeId), exact: true });
      }
    },
  });
}

/** The server answers `409` when the route is a draft or archived: only published routes can be assigned. */
export function isRouteNotPublished(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}
