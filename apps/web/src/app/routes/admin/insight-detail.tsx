import { ComingSoonPage } from '../../../components/coming-soon';

export default function InsightDetailRoute() {
  return (
    <ComingSoonPage
      title="Detalle del análisis"
      breadcrumbs={[
        { label: 'Panel de control', to: '/admin/dashboard' },
        { label: 'Insight Hub', to: '/admin/insight-hub' },
      ]}
    />
  );
}
