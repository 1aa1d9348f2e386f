import { useSessionUser } from '../../../features/auth/hooks/use-session';
import { CyclesPage } from '../../../features/phva/components/cycles-page';

/** `/admin/evaluacion`: the PHVA cycles the person may see (a Responsable SST, their own company's). */
export default function EvaluationRoute() {
  return <CyclesPage canChooseCompany={useSessionUser()?.isAdmin ?? false} />;
}
