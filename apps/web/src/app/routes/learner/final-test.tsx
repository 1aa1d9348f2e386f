import { ComingSoonPage } from '../../../components/coming-soon';
import { useParams } from 'react-router';

export default function FinalTestRoute() {
  const { idRuta = '' } = useParams();
  return (
    <ComingSoonPage
      title="Evaluación final"
      breadcrumbs={[
        { label: 'Inicio', to: '/inicio' },
        { label: 'Rutas de aprendizaje', to: '/rutas' },
        { label: 'Ruta', to: `/rutas/${idRuta}` },
      ]}
    />
  );
}
