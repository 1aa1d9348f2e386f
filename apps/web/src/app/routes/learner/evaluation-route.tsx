import type { EvaluationKind } from '@academia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { EvaluationPage } from '../../../features/evaluations/components/evaluation-page';
import { invalidateRouteProgress } from '../../../features/learning-paths/api/query-keys';

/** Shared by the pre-test and final-test route modules: the evaluation page, wired to the route pages' caches. */
export function EvaluationRoute({ kind }: { kind: EvaluationKind }) {
  const { idRuta = '', idUsuario = null } = useParams();
  const queryClient = useQueryClient();
  return (
    <EvaluationPage
      // Another route or learner starts from a clean page (no attempt of the previous one on screen).
      key={`${idRuta}/${idUsuario ?? ''}`}
      routeId={idRuta}
      kind={kind}
      userId={idUsuario}
      // A finished pre-test unlocks the content; a passed final test completes the route.
      onFinished={() => invalidateRouteProgress(queryClient, idRuta)}
    />
  );
}
