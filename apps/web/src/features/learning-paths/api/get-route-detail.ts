import { routeDetailSchema } from '@academia/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateRouteProgress, routeKeys } from './query-keys';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

export function routeDetailQueryOptions(routeId: string) {
  return queryOptions({
    queryKey: routeKeys.detail(routeId),
    // A read: looking at a route never enrols anyone (ADR 028).
    queryFn: ({ signal }) =>
      apiFetch(`/api/routes/${encodeURIComponent(routeId)}`, { schema: routeDetailSchema, signal }),
  });
}

/** A route with its ordered steps and the learner's progress on it. */
export function useRouteDetail(routeId: string) {
  return useDeferredQuery(routeDetailQueryOptions(routeId));
}

/**
 * "Empezar la ruta": the explicit action that enrols the learner (viewing never does). Answers with the route as it
 * now stands, stored in the cache so the page and the open content know the learner is enrolled.
 */
export function useStartRoute(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/routes/${encodeURIComponent(routeId)}/start`, { method: 'POST', schema: routeDetailSchema }),
    onSuccess: (detail) => {
      queryClient.setQueryData(routeKeys.detail(routeId), detail);
      void queryClient.invalidateQueries({ queryKey: routeKeys.items() });
      invalidateRouteProgress(queryClient, routeId);
    },
  });
}
