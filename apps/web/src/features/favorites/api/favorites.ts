import { favoriteListSchema, favoriteStateSchema, type FavoriteEntry, type FavoriteList } from '@academia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

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
  return useQuery({
    queryKey: favoriteKeys.list(),
    queryFn: ({ signal }) => apiFetch('/api/favorites', { schema: favoriteListSchema, signal }),
    select: (list) => list.items,
    refetchOnMount: 'always',
  });
}

type Target = Pick<FavoriteEntry, 'kind' | 'targetId'>;
const sameTarget = (a: Target, b: Target) => a.kind === b.kind && a.targetId === b.targetId;

/**
 * Removes one favourite. It leaves the list at once and comes back if the server refuses. Other pages show the
 * same hearts in their own answers (catalog, route page, library cards): marking every cached answer stale makes
 * them fetch again when next shown, without this feature knowing their keys.
 */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: FavoriteEntry) =>
      apiFetch(`/api/favorites/${target.kind}/${encodeURIComponent(target.targetId)}`, {
        method: 'DELETE',
        schema: favoriteStateSchema,
      }),
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: favoriteKeys.list() });
      const previous = queryClient.getQueryData<FavoriteList>(favoriteKeys.list());
      queryClient.setQueryData<FavoriteList>(favoriteKeys.list(), (old) =>
        old ? { items: old.items.filter((item) => !sameTarget(item, target)) } : old,
      );
      return { previous };
    },
    onError: (_error, _target, context) => {
      if (context?.previous) queryClient.setQueryData(favoriteKeys.list(), context.previous);
    },
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}
