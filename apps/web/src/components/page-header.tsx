import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title';

export interface Crumb {
  label: string;
  to: string;
}

export interface PageHeaderProps {
  /** The page's one `<h1>`; also the tab title. */
  title: string;
  /** The pages above this one, from the top; the current page is added at the end. Omit for no breadcrumb. */
  breadcrumbs?: readonly Crumb[];
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, breadcrumbs, description, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Box component="header" sx={{ mb: 3 }}>
      {breadcrumbs && (
        <Breadcrumbs aria-label="Migas de pan" sx={{ mb: 1 }}>
          {breadcrumbs.map((crumb) => (
            <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover">
              {crumb.label}
            </Link>
          ))}
          <Typography aria-current="page" sx={{ color: 'text.primary' }}>
            {title}
          </Typography>
        </Breadcrumbs>
      )}
      {/*
        The title grows from 12rem, so a small action (the favourite heart) stays on its row on a phone, and a wide
        group of buttons moves below it instead of squeezing it.
      */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1" sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'break-word' }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {description && <Typography sx={{ mt: 1, color: 'text.secondary', maxWidth: '70ch' }}>{description}</Typography>}
    </Box>
  );
}
