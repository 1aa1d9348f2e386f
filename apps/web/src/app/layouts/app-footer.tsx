import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../../features/public-config/api/get-public-config';
import { FOOTER_BACKGROUND, FOOTER_TEXT } from '../theme';

/** "Desarrollado por {proveedor} · © {año} · Todos los derechos reservados" (PRODUCT.md §11). */
export function footerText(year: number, providerName?: string): string {
  const parts = [`© ${year}`, 'Todos los derechos reservados'];
  if (providerName) parts.unshift(`Desarrollado por ${providerName}`);
  return parts.join(' · ');
}

export function AppFooter() {
  const { data } = usePublicConfig();
  return (
    <Box component="footer" sx={{ bgcolor: FOOTER_BACKGROUND, color: FOOTER_TEXT, px: 3, py: 2, mt: 'auto' }}>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {footerText(new Date().getFullYear(), data?.providerName)}
      </Typography>
    </Box>
  );
}
