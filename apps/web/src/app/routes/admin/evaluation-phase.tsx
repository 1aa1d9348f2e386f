import { PHVA_PHASES, type PhvaPhase } from '@academia/shared';
import { useLocation, useParams } from 'react-router';
import { useSessionUser } from '../../../features/auth/hooks/use-session';
import { CyclePage } from '../../../features/phva/components/cycle-page';

function isPhase(value: string | undefined): value is PhvaPhase {
  return (PHVA_PHASES as readonly (string | undefined)[]).includes(value);
}

/** `/admin/evaluacion/{planear,hacer,verificar,actuar}[/:id]`: one phase of a PHVA cycle. */
export default function EvaluationPhaseRoute() {
  const segment = useLocation().pathname.split('/')[3];
  const { id } = useParams();
  const canChooseCompany = useSessionUser()?.isAdmin ?? false;
  return <CyclePage phase={isPhase(segment) ? segment : 'planear'} id={id} canChooseCompany={canChooseCompany} />;
}
