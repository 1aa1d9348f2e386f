import { PHVA_PHASES, phvaPhaseLabels, type PhvaPhase } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { useCycle } from '../api/phva';
import { ActPhase } from './act-phase';
import { CyclesPage } from './cycles-page';
import { DoPhase } from './do-phase';
import { PlanPhase } from './plan-phase';
import { VerifyPhase } from './verify-phase';

interface CyclePageProps {
  phase: PhvaPhase;
  /** Without an id the phase address shows the overview, to pick a cycle. */
  id: string | undefined;
  /** For the overview's new cycle: the Superadministrador searches among every company. */
  canChooseCompany: boolean;
}

/** `/admin/evaluacion/{fase}/{id}`: one cycle, its four phases as tabs that are links (each phase has its address). */
export function CyclePage({ phase, id, canChooseCompany }: CyclePageProps) {
  const cycle = useCycle(id);
  if (!id) return <CyclesPage canChooseCompany={canChooseCompany} />;
  const title = cycle.data
    ? `${phvaPhaseLabels[phase]} · ${cycle.data.companyName} ${String(cycle.data.period)}`
    : `${phvaPhaseLabels[phase]} · Evaluación PHVA`;
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: 'Panel de control', to: paths.admin.dashboard() },
          { label: 'Evaluación PHVA', to: paths.admin.evaluation() },
        ]}
      />
      {/* Each phase has its own address, so the steps are links (aria-current marks this one), not ARIA tabs. */}
      <Box component="nav" aria-label="Fases del ciclo PHVA" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {PHVA_PHASES.map((p, index) => (
            <li key={p}>
              <Button
                component={RouterLink}
                to={paths.admin.evaluationPhase[p](id)}
                aria-current={p === phase ? 'page' : undefined}
                variant={p === phase ? 'contained' : 'text'}
                sx={{ borderRadius: 0, mb: '-1px' }}
              >
                {index + 1}. {phvaPhaseLabels[p]}
              </Button>
            </li>
          ))}
        </Box>
      </Box>
      {cycle.isPending && <LinearProgress aria-label="Cargando el ciclo" />}
      {cycle.isError && <LoadErrorAlert error={cycle.error} onRetry={() => void cycle.refetch()} />}
      {cycle.data && (
        <section aria-label={phvaPhaseLabels[phase]}>
          {cycle.data.status === 'cerrado' && (
            <Alert severity="info" sx={{ mb: 3 }}>
              Este ciclo se cerró el {formatDateTime(cycle.data.closedAt ?? cycle.data.createdAt)} y quedó tal como se
              firmó. Para registrar cambios, cree un ciclo nuevo.
            </Alert>
          )}
          {phase === 'planear' && <PlanPhase cycle={cycle.data} />}
          {phase === 'hacer' && <DoPhase cycle={cycle.data} />}
          {phase === 'verificar' && <VerifyPhase cycle={cycle.data} />}
          {phase === 'actuar' && <ActPhase cycle={cycle.data} />}
        </section>
      )}
    </>
  );
}
