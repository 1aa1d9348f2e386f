import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for screen readers only (the usual clip pattern: still in the accessibility tree, not on screen). */
export const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Box component="span" id={id} sx={visuallyHiddenSx}>
      {children}
    </Box>
  );
}
