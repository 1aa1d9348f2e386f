import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import type { FavoriteKind } from '@academia/shared';
import { errorMessageFor } from '../lib/api-client';
import { useToggleFavorite, type FavoriteCache } from '../lib/use-toggle-favorite';

interface FavoriteToggleButtonProps {
  favorite: boolean;
  onToggle: (favorite: boolean) => void;
  /** The last failed toggle, shown in a snackbar until dismissed; null when none. */
  error: unknown;
  onDismissError: () => void;
  /** Id of the element naming what is marked (a card's title), so the button is clear out of context. */
  describedBy?: string;
}

/**
 * A heart that marks something as a favourite; a toggle button for assistive technology. `FavoriteButton` wires it
 * to the favourite mutation; a feature passes the cache its answers live in.
 */
export function FavoriteToggleButton({
  favorite,
  onToggle,
  error,
  onDismissError,
  describedBy,
}: FavoriteToggleButtonProps) {
  return (
    <>
      <IconButton
        aria-pressed={favorite}
        aria-label={favorite ? 'Quitar de favoritos' : 'Agregar a favoritos'}
        aria-describedby={describedBy}
        onClick={() => onToggle(!favorite)}
        color={favorite ? 'secondary' : 'default'}
        // 48 px: a comfortable touch target, above the layout's page links (stretched card links).
        sx={{ width: 48, height: 48, position: 'relative', zIndex: 1 }}
      >
        {favorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
      <Snackbar open={Boolean(error)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={onDismissError}>
          No pudimos actualizar sus favoritos. {errorMessageFor(error)}
        </Alert>
      </Snackbar>
    </>
  );
}

export interface FavoriteButtonProps {
  kind: FavoriteKind;
  targetId: string;
  favorite: boolean;
  /** Id of the element naming what is marked (a card's title), so the button is clear out of context. */
  describedBy?: string;
}

/** The heart of one route, content item, document or norm, kept in step with `cache`. */
export function FavoriteButton({
  kind,
  targetId,
  favorite,
  describedBy,
  cache,
}: FavoriteButtonProps & { cache: FavoriteCache }) {
  const toggle = useToggleFavorite(cache, `favorite-${kind}-${targetId}`);
  return (
    <FavoriteToggleButton
      favorite={favorite}
      onToggle={(next) => toggle.mutate({ kind, targetId, favorite: next })}
      error={toggle.isError ? toggle.error : null}
      onDismissError={() => toggle.reset()}
      describedBy={describedBy}
    />
  );
}
