import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A `<dl>` laid out as a grid: pass the columns (and any border or spacing) in `sx`. */
export function FactList({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box component="dl" sx={[{ m: 0, display: 'grid', gap: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}

/** One term and its value in a `FactList`: the term small and grey, the value bold. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
