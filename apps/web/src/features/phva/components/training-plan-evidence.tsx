import { COMPLIANCE_STATUSES, complianceStatusLabels } from '@academia/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useCycleTrainingPlan } from '../api/phva';

/**
 * On a training standard's card: where the company's training plan stands today (its assigned routes per person, by
 * status), with a link to the plan's compliance table filtered to the company. It is the evidence the standard
 * cites; the lead still decides «cumple» or not.
 */
export function TrainingPlanEvidence({ cycleId }: { cycleId: string }) {
  const plan = useCycleTrainingPlan(cycleId);
  if (plan.isPending) return <Typography variant="body2">Cargando el plan de capacitación…</Typography>;
  if (plan.isError) return <LoadErrorAlert error={plan.error} onRetry={() => void plan.refetch()} />;
  const { companyId, total, counts } = plan.data;
  const completed = counts.completed_on_time + counts.completed_late;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        Plan de capacitación de la empresa, hoy
      </Typography>
      {total === 0 ? (
        <Typography variant="body2">La empresa no tiene rutas asignadas en su plan de capacitación.</Typography>
      ) : (
        <>
          <Typography variant="body2">
            {completed} de {total} {total === 1 ? 'asignación completada' : 'asignaciones completadas'} (
            {Math.round((completed / total) * 100)} %).
          </Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
            {COMPLIANCE_STATUSES.filter((status) => counts[status] > 0).map((status) => (
              <li key={status}>
                <Typography variant="body2" component="span">
                  {complianceStatusLabels[status]}: {counts[status]}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
      <Link component={RouterLink} to={`/admin/plan-de-capacitacion?empresa=${encodeURIComponent(companyId)}`}>
        Ver el cumplimiento del plan de capacitación
      </Link>
    </Box>
  );
}
