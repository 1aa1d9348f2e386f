import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ContinueLearning } from '@academia/shared';
import { Link as RouterLink } from 'react-router';
import { RouteProgressBar } from '../../../components/route-progress-bar';
import { formatDateTime } from '../../../lib/format';

/** "Continuar donde quedó": the route last worked on, the step that comes next and a button that opens it. */
export function ContinueCard({ next }: { next: ContinueLearning }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, borderColor: 'primary.main' }}
    >
      <Box>
        <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
          {next.routeTitle}
        </Typography>
        <Typography sx={{ mt: 0.5 }}>
          Siga con: <strong>{next.stepTitle}</strong>
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
          {`Última actividad: ${formatDateTime(next.lastActivityAt)}`}
        </Typography>
      </Box>
      <RouteProgressBar title={next.routeTitle} percent={next.percent} caption="Avance de la ruta" />
      <Button
        component={RouterLink}
        to={next.href}
        variant="contained"
        startIcon={<PlayArrowIcon />}
        sx={{ alignSelf: 'flex-start', minHeight: 48 }}
      >
        Continuar
      </Button>
    </Paper>
  );
}
