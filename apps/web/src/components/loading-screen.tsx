import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

interface LoadingScreenProps {
  label?: string;
  /** Fill the viewport (app start) or only a content area. */
  fullScreen?: boolean;
}

export function LoadingScreen({ label = 'Cargando…', fullScreen = true }: LoadingScreenProps) {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-live="polite"
      sx={{
        minHeight: fullScreen ? '100vh' : 240,
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
