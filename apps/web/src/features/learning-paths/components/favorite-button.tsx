import { FavoriteButton as HeartButton, type FavoriteButtonProps } from '../../../components/favorite-toggle-button';
import { routeFavoriteCache } from '../api/favorite-cache';

/** The heart of a route or content item, wired to this feature's caches. */
export function FavoriteButton(props: FavoriteButtonProps) {
  return <HeartButton {...props} cache={routeFavoriteCache} />;
}
