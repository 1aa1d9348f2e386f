import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader, type PageHeaderProps } from './page-header';

export const COMING_SOON_TEXT = 'Esta sección estará disponible pronto.';

/** A page whose content later work fills: real title and breadcrumb, and an honest note instead of fake data. */
export function ComingSoonPage(props: Pick<PageHeaderProps, 'title' | 'breadcrumbs' | 'description'>) {
  return (
    <>
      <PageHeader {...props} />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, md: 5 },
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <ConstructionIcon aria-hidden="true" sx={{ fontSize: 48, color: 'secondary.main' }} />
        <Typography>{COMING_SOON_TEXT}</Typography>
      </Paper>
    </>
  );
}
