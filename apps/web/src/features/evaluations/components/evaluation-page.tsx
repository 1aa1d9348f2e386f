import type { EvaluationKind } from '@academia/shared';
import { LoadingScreen } from '../../../components/loading-screen';
import { useEvaluationOverview } from '../api/get-evaluation-overview';
import { EvaluationError } from './evaluation-error';
import { ReadOnlyEvaluation } from './evaluation-read-only';
import { LearnerEvaluation } from './learner-evaluation';

interface EvaluationPageProps {
  routeId: string;
  kind: EvaluationKind;
  /** From `/…/:idUsuario`: an admin reviewing a learner. Null for the signed-in learner's own evaluation. */
  userId: string | null;
  /** Called when an attempt ends: the route's pages show locks and progress that changed with it. */
  onFinished?: () => void;
}

/** `/rutas/:idRuta/pretest/:idUsuario?` and `/rutas/:idRuta/test/:idUsuario?`. */
export function EvaluationPage({ routeId, kind, userId, onFinished }: EvaluationPageProps) {
  const overview = useEvaluationOverview(routeId, kind, userId);

  const data = overview.data;
  // A failed refetch keeps the data: an attempt on screen must not give way to an error page.
  if (data === undefined) {
    if (!overview.isError) return <LoadingScreen fullScreen={false} label="Cargando la evaluación…" />;
    return (
      <EvaluationError
        routeId={routeId}
        kind={kind}
        userId={userId}
        error={overview.error}
        retry={() => void overview.refetch()}
      />
    );
  }
  if (data.readOnly) return <ReadOnlyEvaluation overview={data} />;
  return <LearnerEvaluation overview={data} fresh={!overview.isFetching} onFinished={onFinished} />;
}
