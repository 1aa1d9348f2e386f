import { paths } from '@academia/shared/paths';
import { useLocation } from 'react-router';
import { ComingSoonPage } from '../../../components/coming-soon';

export const EVALUATION_PHASES = {
  planear: 'Planear',
  hacer: 'Hacer',
  verificar: 'Verificar',
  actuar: 'Actuar',
} as const;

export type EvaluationPhase = keyof typeof EVALUATION_PHASES;

function isPhase(value: string | undefined): value is EvaluationPhase {
  return value !== undefined && value in EVALUATION_PHASES;
}

/** `/admin/evaluacion/{planear,hacer,verificar,actuar}[/:id]`: one phase of a PHVA cycle. */
export default function EvaluationPhaseRoute() {
  const segment = useLocation().pathname.split('/')[3];
  const title = isPhase(segment) ? `${EVALUATION_PHASES[segment]} · Evaluación PHVA` : 'Evaluación PHVA';
  return (
    <ComingSoonPage
      title={title}
      breadcrumbs={[
        { label: 'Panel de control', to: paths.admin.dashboard() },
        { label: 'Evaluación PHVA', to: paths.admin.evaluation() },
      ]}
    />
  );
}
