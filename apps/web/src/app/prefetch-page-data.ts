import { paths } from '@academia/shared/paths';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Location } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../config/constants';

type Prefetch = (
  queryClient: QueryClient,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) => Promise<unknown>;

/**
 * The first query of the pages a learner opens most, started while the page's own script is still arriving instead
 * of after it ran (docs/decisions/032). Each entry asks for exactly what the page asks for (same options, same key),
 * so the page finds the answer in the cache instead of asking again. The query modules load on demand, with the
 * page's chunk, to keep them out of the first script.
 */
const prefetchers: { pattern: string; prefetch: Prefetch }[] = [
  {
    pattern: paths.home.pattern,
    prefetch: async (queryClient) => {
      const { learnerHomeQueryOptions } = await import('../features/home/api/get-learner-home');
      return queryClient.prefetchQuery(learnerHomeQueryOptions);
    },
  },
  {
    pattern: paths.routes.pattern,
    prefetch: async (queryClient, _params, search) => {
      const { routeCatalogQueryOptions } = await import('../features/learning-paths/api/get-route-catalog');
      const filters = { q: search.get('q') ?? '', category: search.get('categoria') ?? '' };
      return queryClient.prefetchQuery(routeCatalogQueryOptions(filters));
    },
  },
  {
    pattern: paths.route.pattern,
    prefetch: async (queryClient, { idRuta = '' }) => {
      const { routeDetailQueryOptions } = await import('../features/learning-paths/api/get-route-detail');
      return queryClient.prefetchQuery(routeDetailQueryOptions(idRuta));
    },
  },
  {
    pattern: paths.routeContent.pattern,
    prefetch: async (queryClient, { idRuta = '', idContenido = '' }) => {
      const { contentItemQueryOptions } = await import('../features/learning-paths/api/get-content-item');
      return queryClient.prefetchQuery(contentItemQueryOptions(idRuta, idContenido));
    },
  },
  {
    pattern: paths.norms.pattern,
    prefetch: async (queryClient, _params, search) => {
      // Only the plain list: a filtered address is parsed by the page, and guessing it here could fetch twice.
      if (search.size > 0) return;
      const { normListQueryOptions } = await import('../features/library/api/get-norms');
      return queryClient.prefetchQuery(
        normListQueryOptions({ sort: 'relevance', page: 1, pageSize: DEFAULT_PAGE_SIZE }),
      );
    },
  },
];

/** The patterns of the pages whose first query is known here: the learner pages the server renders (decision 067). */
export const patternsWithPageData: readonly string[] = prefetchers.map((entry) => entry.pattern);

/**
 * Starts the first query of the page at `location`, for a signed-in person, and settles when it has; a failure is
 * left to the page, which asks again. `pagePattern` is the path pattern of the route the router matched (so
 * `/rutas/r1/pretest` is the prueba inicial, never a content id).
 */
export async function prefetchPageData(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
  pagePattern: string | undefined,
): Promise<void> {
  const entry = prefetchers.find((candidate) => candidate.pattern === pagePattern);
  const match = entry && matchPath(entry.pattern, location.pathname);
  if (!entry || !match) return;
  await entry.prefetch(queryClient, match.params, new URLSearchParams(location.search)).catch(() => undefined);
}
