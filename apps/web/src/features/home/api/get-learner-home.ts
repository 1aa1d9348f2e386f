import { documentListSchema, learnerHomeSchema, normListSchema } from '@academia/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

/** Every cache key of the home page. */
export const homeKeys = {
  all: ['home'] as const,
  dashboard: () => ['home', 'dashboard'] as const,
  recentDocuments: () => ['home', 'recent-documents'] as const,
  recentNorms: () => ['home', 'recent-norms'] as const,
};

/** How many new library entries of each kind the home page shows. */
export const RECENT_LIBRARY_SIZE = 4;

/**
 * The learner's home data (`GET /api/learner/home`). Progress changes on other features' pages, whose caches this
 * feature does not know: fetch again on every opening, unless the answer is only seconds old (fetched while the
 * page's script was arriving, see app/prefetch-page-data.ts).
 */
export const learnerHomeQueryOptions = queryOptions({
  queryKey: homeKeys.dashboard(),
  queryFn: ({ signal }) => apiFetch('/api/learner/home', { schema: learnerHomeSchema, signal }),
  staleTime: 5_000,
  refetchOnMount: true,
});

export function useLearnerHome() {
  return useDeferredQuery(learnerHomeQueryOptions);
}

const newest = `sort=newest&pageSize=${String(RECENT_LIBRARY_SIZE)}`;

/** The newest documents of the educational library. */
export function useRecentDocuments() {
  return useDeferredQuery({
    queryKey: homeKeys.recentDocuments(),
    queryFn: ({ signal }) => apiFetch(`/api/library/documents?${newest}`, { schema: documentListSchema, signal }),
    select: (list) => list.items,
  });
}

/** The newest norms of the legislative library. */
export function useRecentNorms() {
  return useDeferredQuery({
    queryKey: homeKeys.recentNorms(),
    queryFn: ({ signal }) => apiFetch(`/api/library/norms?${newest}`, { schema: normListSchema, signal }),
    select: (list) => list.items,
  });
}
