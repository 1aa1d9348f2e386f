import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The card every sign-in, sign-up and reset screen sits in, with the page's `<h1>`. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, mx: 'auto', p: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {subtitle && <Typography sx={{ color: 'text.secondary', mb: 1 }}>{subtitle}</Typography>}
      {children}
    </Paper>
  );
}
