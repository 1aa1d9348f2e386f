import { paths } from '@academia/shared/paths';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { formatNumber, formatPercent } from '../../../lib/format';
import { useWeakTopics, type InsightFilters } from '../api/insights';
import { CsvLink } from './csv-link';
import { Panel, ShareBar } from './panel';

const TOPIC_COLUMNS: readonly DataTableColumn[] = [
  { label: 'Tema' },
  { label: 'Ruta' },
  { label: 'Respuestas', align: 'right' },
  { label: 'Dominio (% de acierto)', align: 'right' },
  { label: 'Dominio (barra)' },
];
const ITEM_COLUMNS: readonly DataTableColumn[] = [
  { label: 'Pregunta' },
  { label: 'Tema' },
  { label: 'Ruta' },
  { label: 'Respuestas', align: 'right' },
  { label: '% de error', align: 'right' },
];

/** The bank tab of the route editor, where each question's statistics are. */
export const bankPath = (routeId: string) => `${paths.admin.route(routeId)}?pestana=banco`;

/** The topics people master least in the period, and the questions they fail most, each linked to the bank. */
export function WeakTopicsPanel({ filters }: { filters: InsightFilters }) {
  const headingId = useId();
  const itemsId = useId();
  const weak = useWeakTopics(filters);
  return (
    <Panel
      id={headingId}
      title="Temas con menor dominio"
      description="Dominio: porcentaje de respuestas correctas dadas en el periodo (prueba inicial y evaluación final) por las personas del alcance. Se muestran los 10 temas más bajos y las 10 preguntas con más error; el CSV trae todos."
      actions={
        <>
          <CsvLink table="weak-topics" filters={filters} label="Temas con menor dominio" />
          <CsvLink table="failing-items" filters={filters} label="Preguntas con más error" />
        </>
      }
    >
      <QueryContent
        query={weak}
        loadingLabel="Calculando el dominio por tema…"
        isEmpty={(data) => data.topics.length === 0}
        emptyText="No hay respuestas de evaluaciones en el periodo."
      >
        {(data) => (
          <>
            <DataTable labelledBy={headingId} columns={TOPIC_COLUMNS} size="small" minWidth={720}>
              {data.topics.map((topic) => (
                <TableRow key={`${topic.routeId}:${topic.topic}`}>
                  <TableCell component="th" scope="row">
                    {topic.topic}
                  </TableCell>
                  <TableCell>{topic.routeTitle}</TableCell>
                  <TableCell align="right">{formatNumber(topic.answers)}</TableCell>
                  <TableCell align="right">{formatPercent(topic.correctShare * 100)}</TableCell>
                  <TableCell sx={{ width: '20%' }}>
                    <ShareBar share={topic.correctShare} />
                  </TableCell>
                </TableRow>
              ))}
            </DataTable>
            <Typography id={itemsId} variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
              Preguntas con más error
            </Typography>
            <DataTable labelledBy={itemsId} columns={ITEM_COLUMNS} size="small" minWidth={720}>
              {data.items.map((item) => (
                <TableRow key={item.itemId}>
                  <TableCell component="th" scope="row" sx={{ maxWidth: 360 }}>
                    <Link component={RouterLink} to={bankPath(item.routeId)}>
                      {item.prompt}
                    </Link>
                  </TableCell>
                  <TableCell>{item.topic}</TableCell>
                  <TableCell>{item.routeTitle}</TableCell>
                  <TableCell align="right">{formatNumber(item.answers)}</TableCell>
                  <TableCell align="right">{formatPercent(item.wrongShare * 100)}</TableCell>
                </TableRow>
              ))}
            </DataTable>
          </>
        )}
      </QueryContent>
    </Panel>
  );
}
