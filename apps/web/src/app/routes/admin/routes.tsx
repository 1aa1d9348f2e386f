import { ComingSoonPage } from '../../../components/coming-soon';

export default function AdminRoutesRoute() {
  return (
    <ComingSoonPage title="Rutas y contenido" breadcrumbs={[{ label: 'Panel de control', to: '/admin/dashboard' }]} />
  );
}
