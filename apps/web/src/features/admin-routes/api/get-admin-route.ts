import { adminRouteSchema, type AdminRoute } from '@academia/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminRouteKeys } from './query-keys';

export function adminRouteQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminRouteKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/routes/${encodeURIComponent(id)}`, { schema: adminRouteSchema, signal }),
  });
}

export function useAdminRoute(id: string) {
  return useQuery(adminRouteQueryOptions(id));
}

/**
 * Every write answers with the whole route: keep it as the editor's data and mark the lists stale (their counts and
 * dates changed too).
 */
export function storeAdminRoute(queryClient: QueryClient, route: AdminRoute): void {
  queryClient.setQueryData(adminRouteKeys.detail(route.id), route);
  void queryClient.invalidateQueries({ queryKey: adminRouteKeys.lists() });
}

export function routePath(id: string): string {
  return `/api/admin/routes/${encodeURIComponent(id)}`;
}
