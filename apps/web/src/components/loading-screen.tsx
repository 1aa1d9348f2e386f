import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

interface LoadingScreenProps {
  label?: string;
  /** Fill the viewport (app start), or the viewport below the header (a page or a section loading). */
  fullScreen?: boolean;
}

export function LoadingScreen({ label = 'Cargando…', fullScreen = true }: LoadingScreenProps) {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-live="polite"
      sx={{
        // A screen tall even inside a page: the footer waits below the fold instead of jumping down when the page
        // arrives (a layout shift Lighthouse counted on every learner page; docs/decisions/032).
        minHeight: fullScreen ? '100vh' : 'calc(100vh - 64px)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography>{label}</Typography>
    </Box>
  );
}
