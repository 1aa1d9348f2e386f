import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface CardTitleLinkProps {
  id: string;
  to: string;
  component: 'h2' | 'h3' | 'h4';
  children: ReactNode;
  /** A button on the title's row (the favourite heart): alone on a row of its own it made each card taller. */
  action?: ReactNode;
}

/** A card's heading whose link covers the whole card, so a click anywhere opens it. */
export function CardTitleLink({ id, to, component, children, action }: CardTitleLinkProps) {
  const heading = (
    <Typography
      variant="h6"
      component={component}
      id={id}
      sx={action ? { lineHeight: 1.3, flexGrow: 1, minWidth: 0, pt: 1 } : { lineHeight: 1.3 }}
    >
      <Link
        component={RouterLink}
        to={to}
        underline="hover"
        color="inherit"
        sx={{
          '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1 },
          '&:focus-visible': { outline: 'none' },
          '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
        }}
      >
        {children}
      </Link>
    </Typography>
  );
  if (!action) return heading;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      {heading}
      {/* Above the stretched link, so the button stays clickable. */}
      <Box sx={{ flexShrink: 0, mt: -0.5, mr: -1 }}>{action}</Box>
    </Box>
  );
}

/** Styles for a link inside a card with a stretched title link: lifted above it so it can be clicked. */
export const liftedLinkSx = { position: 'relative', zIndex: 1 } as const;
