import { UsersPage } from '../../../features/admin-users/components/users-page';
import { useSessionUser } from '../../../features/auth/hooks/use-session';

/** A `Responsable SST` (admin area, not superadmin) sees their company's people only. */
export default function AdminUsersRoute() {
  const user = useSessionUser();
  return <UsersPage companyLead={Boolean(user && user.canAdmin && !user.isAdmin)} />;
}
