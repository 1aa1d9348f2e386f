import { EvaluationRoute } from './evaluation-route';

export default function PretestRoute() {
  return <EvaluationRoute kind="pretest" />;
}
