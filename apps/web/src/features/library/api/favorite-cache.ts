import type { FavoriteCache } from '../../../lib/use-toggle-favorite';
import { libraryKeys } from './query-keys';

export type LibraryFavoriteKind = 'document' | 'norm';

/** The hearts of documents and norms: in every list and detail of the library that shows them. */
export const libraryFavoriteCache: FavoriteCache = {
  queryKey: libraryKeys.all,
  apply: (queryClient, { kind, targetId, favorite }) => {
    const lists = kind === 'document' ? libraryKeys.documentLists() : libraryKeys.normLists();
    // Both list shapes keep cards in `items`; only the id and the heart matter here.
    queryClient.setQueriesData<{ items: { id: string; favorite: boolean }[] }>({ queryKey: lists }, (old) =>
      old ? { ...old, items: old.items.map((card) => (card.id === targetId ? { ...card, favorite } : card)) } : old,
    );
    const detail = kind === 'document' ? libraryKeys.document(targetId) : libraryKeys.norm(targetId);
    queryClient.setQueryData<{ favorite: boolean }>(detail, (old) => (old ? { ...old, favorite } : old));
  },
};
