import { FavoriteButton, type FavoriteButtonProps } from '../../../components/favorite-toggle-button';
import { libraryFavoriteCache, type LibraryFavoriteKind } from '../api/favorite-cache';

/** The heart of a document or norm, wired to the library's caches. */
export function LibraryFavoriteButton(props: FavoriteButtonProps & { kind: LibraryFavoriteKind }) {
  return <FavoriteButton {...props} cache={libraryFavoriteCache} />;
}
