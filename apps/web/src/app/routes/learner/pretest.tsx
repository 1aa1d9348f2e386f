import { ComingSoonPage } from '../../../components/coming-soon';
import { useParams } from 'react-router';

export default function PretestRoute() {
  const { idRuta = '' } = useParams();
  return (
    <ComingSoonPage
      title="Pretest"
      breadcrumbs={[
        { label: 'Inicio', to: '/inicio' },
        { label: 'Rutas de aprendizaje', to: '/rutas' },
        { label: 'Ruta', to: `/rutas/${idRuta}` },
      ]}
    />
  );
}
