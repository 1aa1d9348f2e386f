import { paths } from '@academia/shared/paths';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSessionUser } from '../../features/auth/hooks/use-session';
import { usePublicConfig } from '../../features/public-config/api/get-public-config';
import { FOOTER_BACKGROUND, FOOTER_TEXT } from '../theme';

/** "Desarrollado por {proveedor} · © {año} · Todos los derechos reservados" (docs/product.md §4). */
export function footerText(year: number, providerName?: string): string {
  const parts = [`© ${year}`, 'Todos los derechos reservados'];
  if (providerName) parts.unshift(`Desarrollado por ${providerName}`);
  return parts.join(' · ');
}

/**
 * The footer of every layout. The data policy is linked for everyone (Ley 1581 de 2012 asks that it be easy to
 * find); help only for signed-in people, as `/ayuda` is a learner page.
 */
export function AppFooter() {
  const { data } = usePublicConfig();
  const user = useSessionUser();
  const linkSx = { color: 'inherit', '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } };
  return (
    <Box component="footer" sx={{ bgcolor: FOOTER_BACKGROUND, color: FOOTER_TEXT, px: 3, py: 2, mt: 'auto' }}>
      <Box
        component="nav"
        aria-label="Enlaces del pie de página"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 3, rowGap: 1, mb: 1 }}
      >
        {user && (
          <Link component={RouterLink} to={paths.help()} variant="body2" sx={linkSx}>
            Ayuda
          </Link>
        )}
        <Link component={RouterLink} to={paths.dataPolicy()} variant="body2" sx={linkSx}>
          Política de tratamiento de datos
        </Link>
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {footerText(new Date().getFullYear(), data?.providerName)}
      </Typography>
    </Box>
  );
}
