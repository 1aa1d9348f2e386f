import { routeCatalogSchema } from '@academia/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { routeKeys, type CatalogFilters } from './query-keys';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

export function routeCatalogQueryOptions(filters: CatalogFilters) {
  return queryOptions({
    queryKey: routeKeys.catalog(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (filters.q) params.set('q', filters.q);
      if (filters.category) params.set('category', filters.category);
      const query = params.toString();
      return apiFetch(`/api/routes${query ? `?${query}` : ''}`, { schema: routeCatalogSchema, signal });
    },
    // Keep the current cards while the next search loads, instead of flashing an empty page.
    placeholderData: keepPreviousData,
  });
}

/** The published routes with the learner's progress, filtered by text and category. */
export function useRouteCatalog(filters: CatalogFilters) {
  return useDeferredQuery(routeCatalogQueryOptions(filters));
}
