import { paths } from '@academia/shared/paths';
import { ComingSoonPage } from '../../../components/coming-soon';

export default function InsightDetailRoute() {
  return (
    <ComingSoonPage
      title="Detalle del análisis"
      breadcrumbs={[
        { label: 'Panel de control', to: paths.admin.dashboard() },
        { label: 'Analítica', to: paths.admin.insightHub() },
      ]}
    />
  );
}
