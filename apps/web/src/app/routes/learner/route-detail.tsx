import { useParams } from 'react-router';
import { RouteCertificate } from '../../../features/evaluations/components/route-certificate';
import { RouteDetailPage } from '../../../features/learning-paths/components/route-detail-page';

export default function RouteDetailRoute() {
  const { idRuta = '' } = useParams();
  // Keyed so another route starts from a clean page (scroll, focus, favourite errors).
  return (
    <RouteDetailPage
      key={idRuta}
      routeId={idRuta}
      // Passing the final test completes the route and issues the certificate: only then is there one to look for.
      renderExtra={(route) => (route.progress.state === 'completed' ? <RouteCertificate routeId={route.id} /> : null)}
    />
  );
}
