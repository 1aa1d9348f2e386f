import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LEARNER_HOME, learnerMenu } from '../../config/menus';
import { learnerActiveItem } from './active-menu-item';
import { AppShell } from './app-shell';
import { PageOutlet } from './page-outlet';

/** The learner area. `children` replaces the routed page (used for the "No autorizado" page). */
export function LearnerLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <AppShell
      menu={learnerMenu}
      active={learnerActiveItem(pathname)}
      homePath={LEARNER_HOME}
      atHome={pathname === LEARNER_HOME}
      // Slot for the header search box ("Ingresa tu búsqueda"). Issue 4 connects it to real data; until then it
      // stays out: a missing feature beats a fake one.
      headerSlot={null}
    >
      {children ?? <PageOutlet />}
    </AppShell>
  );
}

export default LearnerLayout;
