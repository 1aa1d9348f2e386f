import { ComingSoonPage } from '../../../components/coming-soon';
import { useParams } from 'react-router';

export default function RouteContentRoute() {
  const { idRuta = '' } = useParams();
  return (
    <ComingSoonPage
      title="Contenido de la ruta"
      breadcrumbs={[
        { label: 'Inicio', to: '/inicio' },
        { label: 'Rutas de aprendizaje', to: '/rutas' },
        { label: 'Ruta', to: `/rutas/${idRuta}` },
      ]}
    />
  );
}
