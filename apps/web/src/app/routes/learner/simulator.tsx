import { paths } from '@academia/shared/paths';
import { ComingSoonPage } from '../../../components/coming-soon';
import { useParams } from 'react-router';

export default function SimulatorRoute() {
  const { idRuta = '' } = useParams();
  return (
    <ComingSoonPage
      title="Simulador"
      breadcrumbs={[
        { label: 'Inicio', to: paths.home() },
        { label: 'Rutas de aprendizaje', to: paths.routes() },
        { label: 'Ruta', to: paths.route(idRuta) },
      ]}
    />
  );
}
