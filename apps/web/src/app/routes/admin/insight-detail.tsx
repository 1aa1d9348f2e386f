import { useSessionUser } from '../../../features/auth/hooks/use-session';
import { InsightDetailPage } from '../../../features/insight-hub/components/insight-detail-page';

/** `/admin/insight-hub/detalles/:id`: one route's analytics in depth. */
export default function InsightDetailRoute() {
  return <InsightDetailPage canChooseCompany={useSessionUser()?.isAdmin ?? false} />;
}
