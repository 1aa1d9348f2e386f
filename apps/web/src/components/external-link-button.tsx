import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { visuallyHidden } from '../lib/visually-hidden';

interface ExternalLinkButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  href: string;
  children: string;
}

/** A button-styled link to another site, opened in a new tab, saying so to screen readers. */
export function ExternalLinkButton({ href, children, variant = 'outlined', size }: ExternalLinkButtonProps) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      size={size}
      endIcon={<OpenInNewIcon aria-hidden="true" />}
      sx={{ minHeight: 44 }}
    >
      {children}{' '}
      <Box component="span" sx={visuallyHidden}>
        (se abre en una pestaña nueva)
      </Box>
    </Button>
  );
}
