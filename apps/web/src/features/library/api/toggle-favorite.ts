import { favoriteStateSchema } from '@academia/shared';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { libraryKeys } from './query-keys';

export type LibraryFavoriteKind = 'document' | 'norm';

function setFavorite(queryClient: QueryClient, kind: LibraryFavoriteKind, id: string, favorite: boolean): void {
  const lists = kind === 'document' ? libraryKeys.documentLists() : libraryKeys.normLists();
  // Both list shapes keep cards in `items`; only the id and the heart matter here.
  queryClient.setQueriesData<{ items: { id: string; favorite: boolean }[] }>({ queryKey: lists }, (old) =>
    old ? { ...old, items: old.items.map((card) => (card.id === id ? { ...card, favorite } : card)) } : old,
  );
  const detail = kind === 'document' ? libraryKeys.document(id) : libraryKeys.norm(id);
  queryClient.setQueryData<{ favorite: boolean }>(detail, (old) => (old ? { ...old, favorite } : old));
}

/**
 * Marks or unmarks a document or norm as a favourite. The heart flips at once in every list and detail that shows
 * it; if the server refuses, every cached copy goes back to what it was.
 */
export function useToggleLibraryFavorite(kind: LibraryFavoriteKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One request at a time per target, so quick double clicks reach the server in order.
    scope: { id: `favorite-${kind}-${id}` },
    mutationFn: (favorite: boolean) =>
      apiFetch(`/api/favorites/${kind}/${encodeURIComponent(id)}`, {
        method: favorite ? 'PUT' : 'DELETE',
        schema: favoriteStateSchema,
      }),
    onMutate: async (favorite) => {
      await queryClient.cancelQueries({ queryKey: libraryKeys.all });
      const snapshot: [QueryKey, unknown][] = queryClient.getQueriesData({ queryKey: libraryKeys.all });
      setFavorite(queryClient, kind, id, favorite);
      return { snapshot };
    },
    onError: (_error, _favorite, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (result) => setFavorite(queryClient, kind, id, result.favorite),
  });
}
