import { useSessionUser } from '../../../features/auth/hooks/use-session';
import { InsightHubPage } from '../../../features/insight-hub/components/insight-hub-page';

/** `/admin/insight-hub`: the analytics of learning (a Responsable SST sees their own company). */
export default function InsightHubRoute() {
  return <InsightHubPage canChooseCompany={useSessionUser()?.isAdmin ?? false} />;
}
