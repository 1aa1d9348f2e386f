import { userListSchema } from '@academia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminRouteKeys } from './query-keys';

/** How many matches the assign dialog lists; more than that and the admin narrows the search. */
export const USER_SEARCH_PAGE_SIZE = 20;

export function userSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminRouteKeys.userSearch(q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: '1', pageSize: String(USER_SEARCH_PAGE_SIZE) });
      if (q) params.set('q', q);
      return apiFetch(`/api/admin/users?${params.toString()}`, { schema: userListSchema, signal });
    },
    // Keep the previous matches on screen while the next search runs, instead of flashing an empty list.
    placeholderData: keepPreviousData,
  });
}

/** People whose name or email matches `q` (the first page), for the assign dialog. */
export function useUserSearch(q: string) {
  return useQuery(userSearchQueryOptions(q));
}
