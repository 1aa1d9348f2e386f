import { EvaluationRoute } from './evaluation-route';

export default function FinalTestRoute() {
  return <EvaluationRoute kind="test" />;
}
