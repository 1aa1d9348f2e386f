import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ErrorPanelProps {
  title: string;
  message: ReactNode;
  /** Rendered as the page heading when the panel replaces a whole page. */
  headingLevel?: 'h1' | 'h2';
  actionLabel?: string;
  onAction?: () => void;
  children?: ReactNode;
}

/** A plain explanation of what went wrong and what to do; never a stack trace. */
export function ErrorPanel({ title, message, headingLevel = 'h1', actionLabel, onAction, children }: ErrorPanelProps) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, md: 4 }, maxWidth: 640, mx: 'auto', my: 4 }}>
      <Typography variant="h5" component={headingLevel} gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{message}</Typography>
      {actionLabel && onAction && (
        <Button variant="contained" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
      {children}
    </Paper>
  );
}
