import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatPercent } from '../lib/format';

interface RouteProgressBarProps {
  /** The route's title, for the bar's accessible name ("Avance en <título>: 40 %"). */
  title: string;
  percent: number;
  /** Visible words beside the percentage, e.g. the progress state ("En curso"). */
  caption: string;
}

/** The learner's percentage on a route, as a bar with the number written next to it (never colour alone). */
export function RouteProgressBar({ title, percent, caption }: RouteProgressBarProps) {
  const percentText = formatPercent(percent);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {caption}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {percentText}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`Avance en ${title}: ${percentText}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
