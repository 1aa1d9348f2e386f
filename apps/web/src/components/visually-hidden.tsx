import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../lib/visually-hidden';

/** Text for screen readers only: still in the accessibility tree, not on screen. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Box component="span" id={id} sx={visuallyHidden}>
      {children}
    </Box>
  );
}
