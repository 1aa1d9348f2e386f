import { ComingSoonPage } from '../../../components/coming-soon';

export default function HelpRoute() {
  return <ComingSoonPage title="Ayuda" breadcrumbs={[{ label: 'Inicio', to: '/inicio' }]} />;
}
