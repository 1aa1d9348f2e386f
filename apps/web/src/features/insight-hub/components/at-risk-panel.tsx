import { INACTIVE_DAYS, riskCriteria, riskCriterionLabels, riskCriterionRules, type AtRiskRow } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ACTIONS_COLUMN, DataTable, type DataTableColumn } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { errorMessageFor, isApiError } from '../../../lib/api-client';
import { formatDate, formatNumber } from '../../../lib/format';
import { useAtRisk, useSendReminder, type InsightFilters } from '../api/insights';
import { CsvLink } from './csv-link';
import { Panel } from './panel';

const COLUMNS: readonly DataTableColumn[] = [
  { label: 'Persona' },
  { label: 'Empresa' },
  { label: 'Ruta' },
  { label: 'Criterios' },
  { label: 'Última actividad' },
  ACTIONS_COLUMN,
];

/** People at risk by a rule shown on the page, each with a link to them and a reminder by e-mail. */
export function AtRiskPanel({ filters }: { filters: InsightFilters }) {
  const headingId = useId();
  const atRisk = useAtRisk(filters);
  const remind = useSendReminder();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const send = (row: AtRiskRow) => {
    setNotice(null);
    remind.mutate(
      { userId: row.userId, routeId: row.routeId },
      {
        onSuccess: () =>
          setNotice({ severity: 'success', text: `Se envió el recordatorio a ${row.nombre} (${row.email}).` }),
        // The server's sentence says when another reminder may go (hours, not minutes).
        onError: (error) =>
          setNotice({ severity: 'error', text: isApiError(error) ? error.message : errorMessageFor(error) }),
      },
    );
  };
  return (
    <Panel
      id={headingId}
      title="Personas en riesgo"
      description={`La lista mira el estado de hoy (el periodo no la cambia). Se considera en riesgo a quien cumple al menos uno de estos criterios en una ruta en la que está inscrito; las personas con más criterios y más días sin actividad van primero.`}
      actions={<CsvLink table="at-risk" filters={filters} label="Personas en riesgo" />}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Regla
      </Typography>
      <ul>
        {riskCriteria.map((criterion) => (
          <li key={criterion}>
            <strong>{riskCriterionLabels[criterion]}:</strong> {riskCriterionRules[criterion]}
          </li>
        ))}
      </ul>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Un recordatorio por persona y ruta cada 24 horas; queda registrado en la auditoría. Inactividad: más de{' '}
        {INACTIVE_DAYS} días.
      </Typography>
      <div aria-live="polite">
        {notice && (
          <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
      </div>
      <QueryContent
        query={atRisk}
        loadingLabel="Buscando personas en riesgo…"
        isEmpty={(data) => data.total === 0}
        emptyText="Nadie cumple hoy ninguno de los criterios de riesgo."
      >
        {(data) => (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {data.total > data.items.length
                ? `Se muestran ${formatNumber(data.items.length)} de ${formatNumber(data.total)} personas; el CSV trae todas.`
                : `${formatNumber(data.total)} ${data.total === 1 ? 'caso' : 'casos'} (persona y ruta).`}
            </Typography>
            <DataTable labelledBy={headingId} columns={COLUMNS} size="small" minWidth={900}>
              {data.items.map((row) => (
                <TableRow key={`${row.userId}:${row.routeId}`}>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={paths.admin.user(row.userId)}>
                      {row.nombre}
                    </Link>
                  </TableCell>
                  <TableCell>{row.companyName ?? 'Sin empresa'}</TableCell>
                  <TableCell>{row.routeTitle}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                      {row.criteria.map((c) => (
                        <Chip key={c} size="small" label={riskCriterionLabels[c]} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>{formatDate(row.lastActivityAt)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => send(row)}
                      disabled={remind.isPending && remind.variables.userId === row.userId}
                      aria-label={`Enviar recordatorio a ${row.nombre} sobre ${row.routeTitle}`}
                    >
                      Enviar recordatorio
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </DataTable>
          </>
        )}
      </QueryContent>
    </Panel>
  );
}
