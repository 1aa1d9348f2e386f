import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { invalidateRouteProgress } from '../../../features/learning-paths/api/query-keys';
import { SimulatorPage } from '../../../features/simulator/components/simulator-page';

export default function SimulatorRoute() {
  const { idRuta = '' } = useParams();
  const queryClient = useQueryClient();
  return (
    <SimulatorPage
      // Another route starts from a clean page (no attempt of the previous one on screen).
      key={idRuta}
      routeId={idRuta}
      // A passed scenario counts toward the route and may unlock its final test.
      onProgressChanged={() => invalidateRouteProgress(queryClient, idRuta)}
    />
  );
}
