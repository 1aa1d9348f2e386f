import type { FavoriteKind } from '@academia/shared';
import { FavoriteToggleButton } from '../../../components/favorite-toggle-button';
import { useToggleFavorite } from '../api/toggle-favorite';

interface FavoriteButtonProps {
  kind: FavoriteKind;
  targetId: string;
  favorite: boolean;
  /** Id of the element naming what is marked (a card's title), so the button is clear out of context. */
  describedBy?: string;
}

/** The heart of a route or content item, wired to this feature's caches. */
export function FavoriteButton({ kind, targetId, favorite, describedBy }: FavoriteButtonProps) {
  const toggle = useToggleFavorite(kind, targetId);
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
