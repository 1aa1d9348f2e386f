import { paths } from '@academia/shared/paths';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** "Volver a la ruta", the way out of every evaluation page. */
export function BackToRoute({ routeId, variant = 'outlined' }: { routeId: string; variant?: 'outlined' | 'text' }) {
  return (
    <Button component={RouterLink} to={paths.route(routeId)} variant={variant} sx={{ minHeight: 48 }}>
      Volver a la ruta
    </Button>
  );
}
