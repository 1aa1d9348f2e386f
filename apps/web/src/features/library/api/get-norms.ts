import { normDetailSchema, normListSchema, type ListNormsQuery } from '@academia/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { libraryKeys, listSearchParams } from './query-keys';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

export function normListQueryOptions(query: ListNormsQuery) {
  return queryOptions({
    queryKey: libraryKeys.normList(query),
    queryFn: ({ signal }) =>
      apiFetch(`/api/library/norms?${listSearchParams(query)}`, { schema: normListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page of the legislative library, searched and filtered by the server. */
export function useNorms(query: ListNormsQuery) {
  return useDeferredQuery(normListQueryOptions(query));
}

export function useNorm(id: string) {
  return useDeferredQuery({
    queryKey: libraryKeys.norm(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/library/norms/${encodeURIComponent(id)}`, { schema: normDetailSchema, signal }),
  });
}
