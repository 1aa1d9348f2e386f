import { ComingSoonPage } from '../../../components/coming-soon';

export default function DashboardRoute() {
  return <ComingSoonPage title="Panel de control" breadcrumbs={[]} />;
}
