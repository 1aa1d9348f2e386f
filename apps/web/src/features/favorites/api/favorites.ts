import { favoriteListSchema, type FavoriteList } from '@academia/shared';
import { apiFetch } from '../../../lib/api-client';
import { useToggleFavorite, type FavoriteCache } from '../../../lib/use-toggle-favorite';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

/** Every cache key of the favourites page. */
export const favoriteKeys = {
  all: ['favorites'] as const,
  list: () => ['favorites', 'list'] as const,
};

/**
 * The learner's favourites (`GET /api/favorites`), newest first. Hearts are toggled on other features' pages, whose
 * mutations do not know this cache: fetch again on every opening.
 */
export function useFavorites() {
  return useDeferredQuery({
    queryKey: favoriteKeys.list(),
    queryFn: ({ signal }) => apiFetch('/api/favorites', { schema: favoriteListSchema, signal }),
    select: (list) => list.items,
    refetchOnMount: 'always',
  });
}

/** The favourites list: a heart turned off leaves it (and comes back if the server refuses). */
const favoriteListCache: FavoriteCache = {
  queryKey: favoriteKeys.list(),
  apply: (queryClient, { kind, targetId, favorite }) => {
    if (favorite) return;
    queryClient.setQueryData<FavoriteList>(favoriteKeys.list(), (old) =>
      old ? { items: old.items.filter((item) => item.kind !== kind || item.targetId !== targetId) } : old,
    );
  },
  // Other pages show the same hearts in their own answers (catalog, route page, library cards): marking every cached
  // answer stale makes them fetch again when next shown, without this feature knowing their keys.
  onSaved: (queryClient) => queryClient.invalidateQueries({ refetchType: 'none' }),
};

/** Removes one favourite: `remove.mutate({ kind, targetId, favorite: false })`. */
export function useRemoveFavorite() {
  return useToggleFavorite(favoriteListCache);
}
