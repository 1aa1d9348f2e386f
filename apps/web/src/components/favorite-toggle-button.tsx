import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { errorMessageFor } from '../lib/api-client';

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
 * A heart that marks something as a favourite; a toggle button for assistive technology. Each feature wires it to
 * its own mutation, which updates that feature's caches.
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
          No pudimos actualizar tus favoritos. {errorMessageFor(error)}
        </Alert>
      </Snackbar>
    </>
  );
}
