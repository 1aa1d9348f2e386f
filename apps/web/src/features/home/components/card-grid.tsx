import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface CardGridProps<T> {
  /** Names the list for screen readers (usually the section's heading). */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** A list of cards: one column on phones, two or three on wider screens. */
export function CardGrid<T>({ label, items, getKey, renderItem }: CardGridProps<T>) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {items.map((item) => (
        <Box component="li" key={getKey(item)} sx={{ display: 'flex' }}>
          {renderItem(item)}
        </Box>
      ))}
    </Box>
  );
}
