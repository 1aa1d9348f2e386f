import { DashboardPage } from '../../../features/admin-dashboard/components/dashboard-page';
import { SetupBanners } from '../../../features/admin-dashboard/components/setup-banners';
import { useSessionUser } from '../../../features/auth/hooks/use-session';

/** The dashboard's figures, and what the installation lacks for its certificates (Superadministrador only). */
export default function DashboardRoute() {
  const user = useSessionUser();
  const isAdmin = Boolean(user?.isAdmin);
  return <DashboardPage canChooseCompany={isAdmin} banners={<SetupBanners enabled={isAdmin} />} />;
}
