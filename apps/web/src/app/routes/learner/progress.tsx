import { ComingSoonPage } from '../../../components/coming-soon';

export default function ProgressRoute() {
  return <ComingSoonPage title="Mi avance" breadcrumbs={[{ label: 'Inicio', to: '/inicio' }]} />;
}
