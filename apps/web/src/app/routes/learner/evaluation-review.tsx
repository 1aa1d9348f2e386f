import { useParams } from 'react-router';
import { EvaluationReviewPage } from '../../../features/evaluations/components/evaluation-review-page';

export default function EvaluationReviewRoute() {
  const { idRuta = '', idSesion = '' } = useParams();
  return <EvaluationReviewPage key={idSesion} routeId={idRuta} sessionId={idSesion} />;
}
