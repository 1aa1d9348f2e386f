import { paths } from '@academia/shared/paths';
import { ComingSoonPage } from '../../../components/coming-soon';

export default function EvaluationRoute() {
  return (
    <ComingSoonPage
      title="Evaluación PHVA"
      breadcrumbs={[{ label: 'Panel de control', to: paths.admin.dashboard() }]}
    />
  );
}
