import { userListSchema } from '@academia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface UsersQuery {
  q: string;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

export function usersQueryOptions({ q, page, pageSize }: UsersQuery) {
  return queryOptions({
    queryKey: ['admin', 'users', { q, page, pageSize }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (q) params.set('q', q);
      return apiFetch(`/api/admin/users?${params.toString()}`, { schema: userListSchema, signal });
    },
    // Keep the current page on screen while the next one loads, instead of flashing an empty table.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
