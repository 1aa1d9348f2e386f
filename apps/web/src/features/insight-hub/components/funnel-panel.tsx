import type { InsightRoute } from '@academia/shared';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { formatNumber, formatPercent } from '../../../lib/format';
import { useFunnel, type InsightFilters } from '../api/insights';
import { CsvLink } from './csv-link';
import { Panel, ShareBar } from './panel';

const COLUMNS: readonly DataTableColumn[] = [
  { label: 'Paso' },
  { label: 'Personas', align: 'right' },
  { label: 'Abandonan', align: 'right' },
  { label: '% que abandona', align: 'right' },
  { label: 'Proporción de los inscritos' },
];

/** The funnel of one route: how many of the people who enrolled in the period reached each step, and who dropped. */
export function FunnelPanel({ filters, route }: { filters: InsightFilters; route: InsightRoute | undefined }) {
  const headingId = useId();
  const routeFilters = { ...filters, routeId: route?.id ?? '' };
  const funnel = useFunnel(routeFilters);
  return (
    <Panel
      id={headingId}
      title={route ? `Embudo: ${route.title}` : 'Embudo'}
      description="De las personas que se inscribieron en el periodo, cuántas llegaron a cada paso de la ruta, en su orden: prueba inicial, cada contenido, simulador (si la ruta lo tiene), evaluación final presentada y aprobada. «Abandonan» es la diferencia con el paso anterior."
      actions={route && <CsvLink table="funnel" filters={routeFilters} label="Embudo" />}
    >
      {route ? (
        <QueryContent
          query={funnel}
          loadingLabel="Calculando el embudo…"
          isEmpty={(data) => data.steps[0]?.count === 0}
          emptyText="Nadie se inscribió en esta ruta durante el periodo."
        >
          {(data) => {
            const enrolled = data.steps[0]?.count ?? 0;
            return (
              <DataTable labelledBy={headingId} columns={COLUMNS} size="small" minWidth={640}>
                {data.steps.map((step) => (
                  <TableRow key={step.itemId ?? step.kind}>
                    <TableCell component="th" scope="row">
                      {step.label}
                    </TableCell>
                    <TableCell align="right">{formatNumber(step.count)}</TableCell>
                    <TableCell align="right">{step.drop === null ? '—' : formatNumber(step.drop)}</TableCell>
                    <TableCell align="right">
                      {step.dropShare === null ? '—' : formatPercent(step.dropShare * 100)}
                    </TableCell>
                    <TableCell sx={{ width: '30%' }}>
                      <ShareBar share={enrolled === 0 ? 0 : step.count / enrolled} />
                    </TableCell>
                  </TableRow>
                ))}
              </DataTable>
            );
          }}
        </QueryContent>
      ) : (
        <p>Todavía no hay rutas publicadas.</p>
      )}
    </Panel>
  );
}
