import { ComingSoonPage } from '../../../components/coming-soon';
import { SetupBanners } from '../../../features/admin-dashboard/components/setup-banners';
import { useSessionUser } from '../../../features/auth/hooks/use-session';

/** The dashboard's figures come later; what the installation lacks for its certificates is shown already. */
export default function DashboardRoute() {
  const user = useSessionUser();
  return (
    <>
      <ComingSoonPage title="Panel de control" breadcrumbs={[]} />
      <SetupBanners enabled={Boolean(user?.isAdmin)} />
    </>
  );
}
