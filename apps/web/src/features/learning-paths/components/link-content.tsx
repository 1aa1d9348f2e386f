import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ExternalLinkButton } from '../../../components/external-link-button';

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** An external resource (the page header already describes it): where it goes and a clear way to open it. */
export function LinkContent({ url }: { url: string }) {
  const host = hostOf(url);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start', maxWidth: '72ch' }}>
      {host && <Typography sx={{ color: 'text.secondary' }}>Sitio: {host}</Typography>}
      <ExternalLinkButton href={url} variant="contained" size="large">
        Abrir enlace
      </ExternalLinkButton>
    </Box>
  );
}
