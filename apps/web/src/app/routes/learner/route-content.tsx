import { useParams } from 'react-router';
import { ContentPage } from '../../../features/learning-paths/components/content-page';

export default function RouteContentRoute() {
  const { idRuta = '', idContenido = '' } = useParams();
  return <ContentPage key={`${idRuta}/${idContenido}`} routeId={idRuta} itemId={idContenido} />;
}
