import { routeDetailSchema } from '@academia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { routeKeys } from './query-keys';

export function routeDetailQueryOptions(routeId: string) {
  return queryOptions({
    queryKey: routeKeys.detail(routeId),
    // The first visit enrols the learner on the server; asking twice is harmless.
    queryFn: ({ signal }) =>
      apiFetch(`/api/routes/${encodeURIComponent(routeId)}`, { schema: routeDetailSchema, signal }),
  });
}

/** A route with its ordered steps and the learner's progress on it. */
export function useRouteDetail(routeId: string) {
  return useQuery(routeDetailQueryOptions(routeId));
}
