import { ComingSoonPage } from '../../../components/coming-soon';

export default function RoutesRoute() {
  return <ComingSoonPage title="Rutas de aprendizaje" breadcrumbs={[{ label: 'Inicio', to: '/inicio' }]} />;
}
