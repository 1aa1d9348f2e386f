import { adminRouteListSchema } from '@academia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminRouteKeys, type AdminRoutesQuery } from './query-keys';

export function adminRoutesQueryOptions(query: AdminRoutesQuery) {
  return queryOptions({
    queryKey: adminRouteKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
      if (query.q) params.set('q', query.q);
      if (query.status) params.set('status', query.status);
      return apiFetch(`/api/admin/routes?${params.toString()}`, { schema: adminRouteListSchema, signal });
    },
    // Keep the current page on screen while the next one loads, instead of flashing an empty table.
    placeholderData: keepPreviousData,
  });
}

export function useAdminRoutes(query: AdminRoutesQuery) {
  return useQuery(adminRoutesQueryOptions(query));
}
