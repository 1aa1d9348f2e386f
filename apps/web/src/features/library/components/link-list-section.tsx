import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface LinkListSectionProps<T extends { id: string; title: string }> {
  id: string;
  title: string;
  items: readonly T[];
  to: (item: T) => string;
  /** Shown after the link (a norm's status, a document's kind). */
  extra?: (item: T) => ReactNode;
}

/** A titled list of links to other entries of the libraries; nothing at all when there are none. */
export function LinkListSection<T extends { id: string; title: string }>({
  id,
  title,
  items,
  to,
  extra,
}: LinkListSectionProps<T>) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
        {items.map((item) => (
          <li key={item.id}>
            <Link component={RouterLink} to={to(item)}>
              {item.title}
            </Link>
            {extra && <> {extra(item)}</>}
          </li>
        ))}
      </Box>
    </Box>
  );
}
