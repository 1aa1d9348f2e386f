import { FavoriteToggleButton } from '../../../components/favorite-toggle-button';
import { useToggleLibraryFavorite, type LibraryFavoriteKind } from '../api/toggle-favorite';

interface LibraryFavoriteButtonProps {
  kind: LibraryFavoriteKind;
  targetId: string;
  favorite: boolean;
  /** Id of the element naming what is marked (a card's title), so the button is clear out of context. */
  describedBy?: string;
}

/** The heart of a document or norm, wired to the library's caches. */
export function LibraryFavoriteButton({ kind, targetId, favorite, describedBy }: LibraryFavoriteButtonProps) {
  const toggle = useToggleLibraryFavorite(kind, targetId);
  return (
    <FavoriteToggleButton
      favorite={favorite}
      onToggle={(next) => toggle.mutate(next)}
      error={toggle.isError ? toggle.error : null}
      onDismissError={() => toggle.reset()}
      describedBy={describedBy}
    />
  );
}
