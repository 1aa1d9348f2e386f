import {
  actionStatusLabels,
  isTrainingStandard,
  standardsOfSet,
  type CycleDetail,
  type ImprovementAction,
} from '@academia/shared';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { formatCalendarDay, formatCount } from '../../../lib/format';
import { reportUrl, useCloseCycle } from '../api/phva';
import { ActionDialog } from './action-dialog';
import { RouteDialog } from './route-dialog';

/** Actuar: the improvement plan (one action per unmet standard), training routes, the report and closing. */
export function ActPhase({ cycle }: { cycle: CycleDetail }) {
  const locked = cycle.status === 'cerrado';
  const [editing, setEditing] = useState<{ action: ImprovementAction | null; code: string } | null>(null);
  const [routeFor, setRouteFor] = useState<ImprovementAction | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const close = useCloseCycle(cycle.id);
  const byCode = new Map(cycle.assessments.map((a) => [a.code, a]));
  const set = standardsOfSet(cycle.standardSet).map((s) => s.code);
  const unmet = set.filter((code) => {
    const a = byCode.get(code);
    return !a?.status || a.status === 'no_cumple' || (a.status === 'no_aplica' && a.justification.trim() === '');
  });
  const withoutAction = unmet.filter((code) => !cycle.actions.some((a) => a.code === code));
  const codes = [...unmet, ...set.filter((c) => !unmet.includes(c))];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          Plan de mejoramiento
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {withoutAction.length === 0
            ? 'Cada estándar no cumplido tiene su acción.'
            : `${formatCount(withoutAction.length, 'estándar no cumplido sigue', 'estándares no cumplidos siguen')} sin acción: ${withoutAction.join(', ')}.`}
        </Typography>
        {!locked && (
          <Button
            variant="contained"
            onClick={() => setEditing({ action: null, code: withoutAction[0] ?? codes[0] ?? '' })}
          >
            Nueva acción
          </Button>
        )}
      </Paper>
      {cycle.actions.map((action) => (
        <Paper
          key={action.id}
          variant="outlined"
          component="article"
          aria-label={`Acción del estándar ${action.code}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
            {action.code} · {action.what}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, my: 1, flexWrap: 'wrap' }}>
            <Chip label={actionStatusLabels[action.status]} />
            {action.overdue && <Chip color="error" label="Vencida" />}
          </Box>
          <Typography>Responsable: {action.owner}</Typography>
          <Typography>Fecha límite: {formatCalendarDay(action.dueDate)}</Typography>
          {action.routeTitle && (
            <Typography>
              Ruta asignada: «{action.routeTitle}» a {formatCount(action.assignedCount, 'persona', 'personas')}.
            </Typography>
          )}
          {action.notes && <Typography>Seguimiento: {action.notes}</Typography>}
          {action.closingEvidence && <Typography>Evidencia de cierre: {action.closingEvidence}</Typography>}
          {!locked && (
            <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={() => setEditing({ action, code: action.code })}>
                Editar la acción {action.code}
              </Button>
              {isTrainingStandard(action.code) && (
                <Button variant="outlined" onClick={() => setRouteFor(action)}>
                  Asignar una ruta ({action.code})
                </Button>
              )}
            </Box>
          )}
        </Paper>
      ))}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" href={reportUrl(cycle.id)} download startIcon={<DownloadIcon aria-hidden="true" />}>
          Descargar el informe en PDF
        </Button>
        {!locked && (
          <Button variant="contained" onClick={() => setConfirmClose(true)}>
            Cerrar el ciclo
          </Button>
        )}
      </Box>
      {editing && (
        <ActionDialog
          cycleId={cycle.id}
          codes={codes}
          action={editing.action}
          initialCode={editing.code}
          onClose={() => setEditing(null)}
        />
      )}
      {routeFor && (
        <RouteDialog
          cycleId={cycle.id}
          companyId={cycle.companyId}
          action={routeFor}
          onClose={() => setRouteFor(null)}
        />
      )}
      <ConfirmDialog
        open={confirmClose}
        title="¿Cerrar el ciclo?"
        confirmLabel="Cerrar el ciclo"
        onConfirm={() => close.mutate(undefined, { onSuccess: () => setConfirmClose(false) })}
        onClose={() => setConfirmClose(false)}
        pending={close.isPending}
        error={close.error}
      >
        Al cerrarlo, la evaluación queda tal como está y no admite cambios. Para registrar cambios después, cree un
        ciclo nuevo.
      </ConfirmDialog>
    </Box>
  );
}
