import { useParams } from 'react-router';
import { RouteDetailPage } from '../../../features/routes/components/route-detail-page';

export default function RouteDetailRoute() {
  const { idRuta = '' } = useParams();
  // Keyed so another route starts from a clean page (scroll, focus, favourite errors).
  return <RouteDetailPage key={idRuta} routeId={idRuta} />;
}
