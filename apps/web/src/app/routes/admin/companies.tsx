import { useSessionUser } from '../../../features/auth/hooks/use-session';
import { CompaniesPage } from '../../../features/admin-companies/components/companies-page';

/** `/admin/empresas`: the Superadministrador manages every company; a Responsable SST reads their own. */
export default function CompaniesRoute() {
  const canManage = useSessionUser()?.isAdmin ?? false;
  return <CompaniesPage canManage={canManage} />;
}
