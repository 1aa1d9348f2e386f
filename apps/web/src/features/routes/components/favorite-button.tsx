import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import type { FavoriteKind } from '@academia/shared';
import { errorMessageFor } from '../../../lib/api-client';
import { useToggleFavorite } from '../api/toggle-favorite';

interface FavoriteButtonProps {
  kind: FavoriteKind;
  targetId: string;
  favorite: boolean;
  /** Id of the element naming what is marked (a card's title), so the button is clear out of context. */
  describedBy?: string;
}

/** A heart that marks a route or content item as a favourite; a toggle button for assistive technology. */
export function FavoriteButton({ kind, targetId, favorite, describedBy }: FavoriteButtonProps) {
  const toggle = useToggleFavorite(kind, targetId);
  return (
    <>
      <IconButton
        aria-pressed={favorite}
        aria-label={favorite ? 'Quitar de favoritos' : 'Agregar a favoritos'}
        aria-describedby={describedBy}
        onClick={() => toggle.mutate(!favorite)}
        color={favorite ? 'secondary' : 'default'}
        // 48 px: a comfortable touch target, above the layout's page links (stretched card links).
        sx={{ width: 48, height: 48, position: 'relative', zIndex: 1 }}
      >
        {favorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
      <Snackbar open={toggle.isError} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={() => toggle.reset()}>
          No pudimos actualizar tus favoritos. {errorMessageFor(toggle.error)}
        </Alert>
      </Snackbar>
    </>
  );
}
