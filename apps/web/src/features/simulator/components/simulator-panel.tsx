import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

interface SimulatorPanelProps {
  /** The id of the panel's heading: it names the region. */
  labelledBy: string;
  children: ReactNode;
}

/** One outlined region of the simulator (the intro, a situation, the debrief). */
export function SimulatorPanel({ labelledBy, children }: SimulatorPanelProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={labelledBy}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {children}
    </Paper>
  );
}

interface PanelHeadingProps {
  id: string;
  /**
   * Moves focus here when it appears: what the learner pressed («Continuar», «Empezar») is gone, and a screen reader
   * starts reading at the new situation.
   */
  focusOnMount?: boolean;
  children: ReactNode;
}

/** The `<h2>` of a `SimulatorPanel`. */
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
