import { globalSearchResultSchema } from '@academia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const SEARCH_RESULT_LIMIT = 20;

/** Every cache key of the header search. */
export const globalSearchKeys = {
  all: ['global-search'] as const,
  results: (q: string) => ['global-search', q] as const,
};

/**
 * The header search over routes, contents and both libraries (`GET /api/search`), filtered by the server to what the
 * user may see. Keeps the previous hits on screen while a refined query loads.
 */
export function useGlobalSearch(q: string) {
  return useQuery({
    queryKey: globalSearchKeys.results(q),
    queryFn: ({ signal }) =>
      apiFetch(`/api/search?${new URLSearchParams({ q, limit: String(SEARCH_RESULT_LIMIT) }).toString()}`, {
        schema: globalSearchResultSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
