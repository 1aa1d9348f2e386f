import { paths } from '@academia/shared/paths';
import { ComingSoonPage } from '../../../components/coming-soon';

export default function InsightHubRoute() {
  return (
    <ComingSoonPage title="Analítica" breadcrumbs={[{ label: 'Panel de control', to: paths.admin.dashboard() }]} />
  );
}
