import { paths } from '@academia/shared/paths';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

import { AppFooter } from './app-footer';
import { BrandLink } from './brand-link';
import { PageOutlet } from './page-outlet';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Sign-in, sign-up, reset and the 404 page: the logo, the page and the footer. */
export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <Box
        component="header"
        sx={{ px: { xs: 2, sm: 3 }, py: 2, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <BrandLink to={paths.signIn()} tone="dark" />
      </Box>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth="md"
        sx={{ flexGrow: 1, py: { xs: 3, sm: 6 }, outline: 'none' }}
      >
        <PageOutlet />
      </Container>
      <AppFooter />
    </Box>
  );
}

export default PublicLayout;
