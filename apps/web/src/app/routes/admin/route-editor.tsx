import { ComingSoonPage } from '../../../components/coming-soon';

export default function RouteEditorRoute() {
  return (
    <ComingSoonPage
      title="Editar ruta"
      breadcrumbs={[
        { label: 'Panel de control', to: '/admin/dashboard' },
        { label: 'Rutas y contenido', to: '/admin/rutas' },
      ]}
    />
  );
}
