import {
  favoriteStateSchema,
  type ContentItemView,
  type FavoriteKind,
  type RouteCatalog,
  type RouteDetail,
} from '@academia/shared';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { routeKeys } from './query-keys';

export interface FavoriteChange {
  kind: FavoriteKind;
  targetId: string;
  favorite: boolean;
}

function setFavorite(queryClient: QueryClient, { kind, targetId, favorite }: FavoriteChange): void {
  if (kind === 'route') {
    queryClient.setQueriesData<RouteCatalog>({ queryKey: routeKeys.catalogs() }, (old) =>
      old ? { ...old, items: old.items.map((card) => (card.id === targetId ? { ...card, favorite } : card)) } : old,
    );
    queryClient.setQueryData<RouteDetail>(routeKeys.detail(targetId), (old) => (old ? { ...old, favorite } : old));
  } else {
    queryClient.setQueriesData<ContentItemView>({ queryKey: routeKeys.items() }, (old) =>
      old && old.id === targetId ? { ...old, favorite } : old,
    );
  }
}

/**
 * Marks or unmarks a route or content item as a favourite. The heart flips at once; if the server refuses, every
 * cached copy goes back to what it was.
 */
export function useToggleFavorite(kind: FavoriteKind, targetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One request at a time per target, so quick double clicks reach the server in order.
    scope: { id: `favorite-${kind}-${targetId}` },
    mutationFn: (favorite: boolean) =>
      apiFetch(`/api/favorites/${kind}/${encodeURIComponent(targetId)}`, {
        method: favorite ? 'PUT' : 'DELETE',
        schema: favoriteStateSchema,
      }),
    onMutate: async (favorite) => {
      await queryClient.cancelQueries({ queryKey: routeKeys.all });
      const snapshot: [QueryKey, unknown][] = queryClient.getQueriesData({ queryKey: routeKeys.all });
      setFavorite(queryClient, { kind, targetId, favorite });
      return { snapshot };
    },
    onError: (_error, _favorite, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (result) => setFavorite(queryClient, { kind, targetId, favorite: result.favorite }),
  });
}
