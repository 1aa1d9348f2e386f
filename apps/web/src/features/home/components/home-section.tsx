import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface HomeSectionProps {
  /** The section's `<h2>`; it also names the region. */
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * A section of the home page: heading, an optional line saying what it holds, the content. It appears as it is,
 * without a "reveal on scroll" animation: that animation moved the page while it loaded (decision 029).
 */
export function HomeSection({ title, description, children }: HomeSectionProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2">
        {title}
      </Typography>
      {description && <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{description}</Typography>}
      <Box sx={{ mt: 2 }}>{children}</Box>
    </Box>
  );
}
