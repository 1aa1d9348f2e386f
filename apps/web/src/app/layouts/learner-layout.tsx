import { paths } from '@academia/shared/paths';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { learnerMenu } from '../../config/menus';
import { HeaderSearch } from '../../features/global-search/components/header-search';
import { SearchResults } from '../../features/global-search/components/search-results';
import { useSearchQuery } from '../../features/global-search/hooks/use-search-query';
import { TutorButton } from '../../features/tutor/components/tutor-button';
import { learnerActiveItem } from './active-menu-item';
import { AppShell } from './app-shell';
import { PageOutlet } from './page-outlet';

/** The learner area. `children` replaces the routed page (used for the "No autorizado" page). */
export function LearnerLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const query = useSearchQuery();
  return (
    <AppShell
      menu={learnerMenu}
      active={learnerActiveItem(pathname)}
      homePath={paths.home()}
      atHome={pathname === paths.home()}
      headerSlot={
        <>
          <HeaderSearch />
          <TutorButton />
        </>
      }
    >
      {query && <SearchResults query={query} />}
      {/* Hidden, not unmounted, during a search: clearing it returns to the page exactly as it was. */}
      <Box hidden={Boolean(query)}>{children ?? <PageOutlet />}</Box>
    </AppShell>
  );
}

export default LearnerLayout;
