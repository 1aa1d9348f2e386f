import { favoriteStateSchema, type FavoriteKind } from '@academia/shared';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** One heart turned on or off. */
export interface FavoriteChange {
  kind: FavoriteKind;
  targetId: string;
  favorite: boolean;
}

/** How one feature keeps its cached answers in step with a heart. */
export interface FavoriteCache {
  /** Prefix of every cached answer that may show the heart: cancelled, kept, and put back if the server refuses. */
  queryKey: QueryKey;
  /** Writes the change into those answers: at once, then again with what the server says. */
  apply: (queryClient: QueryClient, change: FavoriteChange) => void;
  /** After the server agreed: e.g. mark other features' answers stale. */
  onSaved?: (queryClient: QueryClient) => Promise<unknown> | void;
}

/** `PUT` or `DELETE /api/favorites/:kind/:id`; answers with the state the server keeps. */
function saveFavorite({ kind, targetId, favorite }: FavoriteChange) {
  return apiFetch(`/api/favorites/${kind}/${encodeURIComponent(targetId)}`, {
    method: favorite ? 'PUT' : 'DELETE',
    schema: favoriteStateSchema,
  });
}

/**
 * Marks or unmarks a favourite (route, content item, document or norm). The change shows at once in the feature's
 * cache; if the server refuses, every cached answer under `cache.queryKey` goes back to what it was. With `scopeId`
 * the requests wait for each other, so quick double clicks on one heart reach the server in order.
 */
export function useToggleFavorite(cache: FavoriteCache, scopeId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: scopeId === undefined ? undefined : { id: scopeId },
    mutationFn: saveFavorite,
    onMutate: async (change: FavoriteChange) => {
      await queryClient.cancelQueries({ queryKey: cache.queryKey });
      const snapshot: [QueryKey, unknown][] = queryClient.getQueriesData({ queryKey: cache.queryKey });
      cache.apply(queryClient, change);
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (result, change) => {
      cache.apply(queryClient, { ...change, favorite: result.favorite });
      return cache.onSaved?.(queryClient);
    },
  });
}
