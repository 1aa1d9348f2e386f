import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PanelProps {
  /** The heading's id, which names the section and the tables inside it. */
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the hub: a level-2 heading, what it measures, its CSV links and its content. */
export function Panel({ id, title, description, actions, children }: PanelProps) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id={id} variant="h5" component="h2">
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** A horizontal bar for a share (0–1) of a table row; the number beside it is the text alternative. */
export function ShareBar({ share }: { share: number }) {
  const width = `${String(Math.max(0, Math.min(1, share)) * 100)}%`;
  return (
    <Paper
      aria-hidden="true"
      variant="outlined"
      sx={{ height: 12, width: '100%', minWidth: 80, bgcolor: 'grey.100', overflow: 'hidden' }}
    >
      <Paper elevation={0} sx={{ height: '100%', width, bgcolor: 'primary.main', borderRadius: 0 }} />
    </Paper>
  );
}
