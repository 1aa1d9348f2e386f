import { enrolmentOriginLabels, type AdminRoute, type AssignRouteResult, type RouteEnrolment } from '@academia/shared';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useGrantAttempt } from '../api/grant-attempt';
import { useRouteEnrolments } from '../api/route-enrolments';
import { AssignRouteDialog } from './assign-route-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatCount, formatDurationLabel, formatNumber, formatPercent, formatShortDate } from '../../../lib/format';
import { QueryContent } from '../../../components/query-content';
import { errorMessageFor } from '../../../lib/api-client';

interface RouteEnrolmentsPanelProps {
  route: AdminRoute;
  onNotice: (message: string) => void;
}

/**
 * "Inscritos": who is enrolled in the route, how far they got and how their final test stands; admins can enrol
 * more people and grant one more final-test attempt to someone who used them all without passing.
 */
export function RouteEnrolmentsPanel({ route, onNotice }: RouteEnrolmentsPanelProps) {
  const headingId = useId();
  const helperId = useId();
  const enrolments = useRouteEnrolments(route.id);
  const [assigning, setAssigning] = useState(false);
  const published = route.status === 'published';
  const items = enrolments.data?.items;
  const enrolledIds = useMemo(() => new Set((items ?? []).map((enrolment) => enrolment.user.id)), [items]);
  const granting = useGrantAttempt(route.id);

  const grant = (enrolment: RouteEnrolment) => {
    granting.mutate(enrolment.user.id, {
      onSuccess: (result) =>
        onNotice(
          `Se concedió un intento más a ${enrolment.user.nombre}: ahora tiene ${formatNumber(result.attemptsAllowed)} intentos para la evaluación final.`,
        ),
    });
  };

  const onAssigned = (result: AssignRouteResult) => {
    setAssigning(false);
    onNotice(assignedMessage(result));
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={headingId} component="h2" variant="h5">
            Inscritos
          </Typography>
          {items && items.length > 0 && (
            <Typography sx={{ color: 'text.secondary' }}>{enrolledLabel(items.length)}</Typography>
          )}
        </Box>
        <Box>
          <Button
            variant="contained"
            startIcon={<PersonAddIcon aria-hidden="true" />}
            disabled={!published}
            aria-describedby={published ? undefined : helperId}
            onClick={() => setAssigning(true)}
          >
            Asignar aprendices
          </Button>
          {!published && <FormHelperText id={helperId}>Publique la ruta para poder asignarla.</FormHelperText>}
        </Box>
      </Box>
      {granting.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessageFor(granting.error)}
        </Alert>
      )}
      <QueryContent
        query={enrolments}
        loadingLabel="Cargando los inscritos…"
        isEmpty={(data) => data.items.length === 0}
        emptyText="Nadie se ha inscrito todavía en esta ruta."
      >
        {(data) => (
          <EnrolmentsTable
            enrolments={data.items}
            labelledBy={headingId}
            grantingId={granting.isPending ? granting.variables : undefined}
            onGrant={grant}
          />
        )}
      </QueryContent>
      <AssignRouteDialog
        routeId={route.id}
        open={assigning}
        enrolledIds={enrolledIds}
        onClose={() => setAssigning(false)}
        onAssigned={onAssigned}
      />
    </Box>
  );
}

const COLUMNS: readonly DataTableColumn[] = [
  { label: 'Nombre' },
  { label: 'Correo' },
  { label: 'Origen' },
  { label: 'Inscripción' },
  { label: 'Avance' },
  { label: 'Tiempo dedicado', align: 'right' },
  { label: 'Última actividad' },
  { label: 'Evaluación final' },
];

/** "Aprobada", "En curso (intento 2 de 3)", "1 de 3 intentos usados". */
export function finalTestText({ finalTest }: RouteEnrolment): string {
  const used = `${formatNumber(finalTest.attemptsUsed)} de ${formatNumber(finalTest.attemptsAllowed)}`;
  if (finalTest.passed) return 'Aprobada';
  if (finalTest.inProgress) return `En curso (intento ${used})`;
  return `${used} intentos usados`;
}

interface EnrolmentsTableProps {
  enrolments: readonly RouteEnrolment[];
  labelledBy: string;
  /** The person whose extra attempt is being granted. */
  grantingId: string | undefined;
  onGrant: (enrolment: RouteEnrolment) => void;
}

function EnrolmentsTable({ enrolments, labelledBy, grantingId, onGrant }: EnrolmentsTableProps) {
  return (
    <DataTable labelledBy={labelledBy} columns={COLUMNS}>
      {enrolments.map((enrolment) => (
        <TableRow key={enrolment.user.id}>
          <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
            {enrolment.user.nombre}
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{enrolment.user.email}</TableCell>
          <TableCell>{enrolmentOriginLabels[enrolment.origin]}</TableCell>
          <TableCell>
            <time dateTime={enrolment.enrolledAt}>{formatShortDate(enrolment.enrolledAt)}</time>
          </TableCell>
          <TableCell sx={{ minWidth: 160 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, Math.max(0, enrolment.percent))}
                aria-label={progressLabel(enrolment)}
                sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" sx={{ minWidth: '4.5ch', textAlign: 'right' }}>
                {formatPercent(enrolment.percent)}
              </Typography>
            </Box>
          </TableCell>
          <TableCell align="right">{formatDurationLabel(enrolment.secondsSpent)}</TableCell>
          <TableCell>
            {enrolment.lastActivityAt ? (
              <time dateTime={enrolment.lastActivityAt}>{formatShortDate(enrolment.lastActivityAt)}</time>
            ) : (
              'Sin actividad'
            )}
          </TableCell>
          <TableCell sx={{ minWidth: 180 }}>
            <Typography variant="body2">{finalTestText(enrolment)}</Typography>
            {enrolment.finalTest.canGrant && (
              <Button
                size="small"
                startIcon={<ReplayIcon aria-hidden="true" />}
                loading={grantingId === enrolment.user.id}
                disabled={grantingId !== undefined && grantingId !== enrolment.user.id}
                aria-label={`Conceder otro intento a ${enrolment.user.nombre}`}
                onClick={() => onGrant(enrolment)}
                sx={{ mt: 0.5, minHeight: 36 }}
              >
                Conceder otro intento
              </Button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}

/** "Avance de Ana: 40 %", with a plain space: the no-break one only matters where text wraps on screen. */
function progressLabel(enrolment: RouteEnrolment): string {
  return `Avance de ${enrolment.user.nombre}: ${formatPercent(enrolment.percent).replace('\u00a0', ' ')}`;
}

function enrolledLabel(count: number): string {
  return formatCount(count, 'persona inscrita', 'personas inscritas');
}

/** "Se inscribieron 2 personas (1 ya estaba inscrita)." and its singular and nobody-new variants. */
function assignedMessage({ enrolled, alreadyEnrolled }: AssignRouteResult): string {
  const already =
    alreadyEnrolled === 1 ? '1 ya estaba inscrita' : `${formatNumber(alreadyEnrolled)} ya estaban inscritas`;
  if (enrolled === 0) {
    return alreadyEnrolled === 1
      ? 'La persona elegida ya estaba inscrita.'
      : 'Todas las personas elegidas ya estaban inscritas.';
  }
  const done = enrolled === 1 ? 'Se inscribió 1 persona' : `Se inscribieron ${formatNumber(enrolled)} personas`;
  return alreadyEnrolled > 0 ? `${done} (${already}).` : `${done}.`;
}
