import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { APP_NAME } from '../../config/constants';

interface BrandLinkProps {
  to: string;
  /** The home page is the current page (the admin dashboard has no menu item: the logo stands for it). */
  current?: boolean;
  /** Logo colours: white text on the app bar, dark text on light backgrounds. */
  tone?: 'light' | 'dark';
}

export function BrandLink({ to, current = false, tone = 'light' }: BrandLinkProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-current={current ? 'page' : undefined}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: tone === 'light' ? 'primary.contrastText' : 'text.primary',
        textDecoration: 'none',
        fontWeight: 700,
        fontSize: '1.15rem',
        whiteSpace: 'nowrap',
        borderRadius: 1,
        px: 0.5,
        '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
      }}
    >
      <Box
        component="img"
        src="/favicon.svg"
        alt=""
        // On the green app bar the shield sits on a white tile so it stays visible.
        sx={{ width: 36, height: 36, display: 'block', p: 0.25, borderRadius: 1, bgcolor: '#ffffff' }}
      />
      {APP_NAME}
    </Box>
  );
}
