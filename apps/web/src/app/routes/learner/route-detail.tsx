import { ComingSoonPage } from '../../../components/coming-soon';

export default function RouteDetailRoute() {
  return (
    <ComingSoonPage
      title="Ruta de aprendizaje"
      breadcrumbs={[
        { label: 'Inicio', to: '/inicio' },
        { label: 'Rutas de aprendizaje', to: '/rutas' },
      ]}
    />
  );
}
