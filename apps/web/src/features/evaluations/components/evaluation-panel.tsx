import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

interface EvaluationPanelProps {
  /** The id of the panel's heading: it names the region. */
  labelledBy: string;
  /** Lays the blocks out as a column with this space between them; without it they flow with their own margins. */
  gap?: number;
  maxWidth?: number | string;
  children: ReactNode;
}

/** One outlined region of an evaluation page (the intro, a question, the result, a certificate). */
export function EvaluationPanel({ labelledBy, gap, maxWidth, children }: EvaluationPanelProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={labelledBy}
      variant="outlined"
      sx={[{ p: { xs: 2, sm: 3 }, maxWidth }, gap !== undefined && { display: 'flex', flexDirection: 'column', gap }]}
    >
      {children}
    </Paper>
  );
}

interface PanelHeadingProps {
  id: string;
  /**
   * Moves focus here when it appears: what the learner pressed ("Responder", "Ver resultado") has gone, and a
   * screen reader starts reading at the new content.
   */
  focusOnMount?: boolean;
  children: ReactNode;
}

/** The `<h2>` of an `EvaluationPanel`. */
export function PanelHeading({ id, focusOnMount = false, children }: PanelHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);

  return (
    <Typography
      ref={ref}
      id={id}
      tabIndex={focusOnMount ? -1 : undefined}
      variant="h5"
      component="h2"
      sx={{ outline: 'none', '&:focus-visible': { textDecoration: 'underline' } }}
    >
      {children}
    </Typography>
  );
}
