import { paths } from '@academia/shared/paths';
import { useLocation } from 'react-router';
import { adminMenuFor } from '../../config/menus';
import { useSessionUser } from '../../features/auth/hooks/use-session';
import { adminActiveItem, DASHBOARD_ITEM_ID } from './active-menu-item';
import { AppShell } from './app-shell';
import { PageOutlet } from './page-outlet';

/** The admin area. `/admin` and `/admin/dashboard` are the dashboard: the logo is its "menu item". */
export function AdminLayout() {
  const { pathname } = useLocation();
  const active = adminActiveItem(pathname);
  const isSuperadmin = useSessionUser()?.isAdmin ?? false;
  return (
    <AppShell
      menu={adminMenuFor(isSuperadmin)}
      active={active}
      homePath={paths.admin.dashboard()}
      atHome={active.itemId === DASHBOARD_ITEM_ID}
    >
      <PageOutlet />
    </AppShell>
  );
}

export default AdminLayout;
