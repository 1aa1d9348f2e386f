import { routeCatalogSchema, type RouteCatalog } from '@academia/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { enrolledRoutes } from '../utils/enrolled-routes';
import { myProgressKeys } from './query-keys';

const selectEnrolled = (catalog: RouteCatalog) => enrolledRoutes(catalog.items);

/**
 * The routes the learner is enrolled in, from the catalog (`GET /api/routes` with no filter), in-progress first.
 * Progress changes on other pages, whose caches this feature does not know: fetch again on every opening.
 */
export function useMyRoutes() {
  return useQuery({
    queryKey: myProgressKeys.routes(),
    queryFn: ({ signal }) => apiFetch('/api/routes', { schema: routeCatalogSchema, signal }),
    select: selectEnrolled,
    refetchOnMount: 'always',
  });
}
