import type { Bucket, Quartiles, RouteGain } from '@academia/shared';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { formatDecimal, formatNumber, formatPercent } from '../../../lib/format';
import { useLearningGain, type InsightFilters } from '../api/insights';
import { CsvLink } from './csv-link';
import { Panel, ShareBar } from './panel';

const ROUTE_COLUMNS: readonly DataTableColumn[] = [
  { label: 'Ruta' },
  { label: 'Personas', align: 'right' },
  { label: 'Prueba inicial: promedio (Q1 · mediana · Q3)' },
  { label: 'Evaluación final: promedio (Q1 · mediana · Q3)' },
  { label: 'Ganancia normalizada: promedio (Q1 · mediana · Q3)' },
];
const TOPIC_COLUMNS: readonly DataTableColumn[] = [
  { label: 'Ruta' },
  { label: 'Tema' },
  { label: 'Acierto en la prueba inicial', align: 'right' },
  { label: 'Acierto en la evaluación final', align: 'right' },
  { label: 'Cambio', align: 'right' },
];
const HAKE_BANDS = ['Negativa (menor que 0)', 'Baja (0 a 0,3)', 'Media (0,3 a 0,7)', 'Alta (0,7 o más)'];

const score = (value: number | null) => (value === null ? '—' : formatDecimal(value).replace(/,00$/, ''));
const spread = (q: Quartiles | null, format: (v: number) => string) =>
  q ? `(${format(q.q1)} · ${format(q.median)} · ${format(q.q3)})` : '';
const share = (value: number | null) => (value === null ? '—' : formatPercent(value * 100));

/** Pre-test against final test per route and per topic, with the distribution and not only the mean. */
export function GainPanel({ filters }: { filters: InsightFilters }) {
  const headingId = useId();
  const topicsId = useId();
  const gain = useLearningGain(filters);
  return (
    <Panel
      id={headingId}
      title="Ganancia de aprendizaje"
      description="Personas con la prueba inicial y la evaluación final terminadas; la evaluación final cuenta si terminó en el periodo (su mejor puntaje). La ganancia normalizada (Hake) es (final − pre) / (100 − pre): qué parte de lo que le faltaba aprendió cada persona; no se define con una prueba inicial de 100."
      actions={
        <>
          <CsvLink table="gain-routes" filters={filters} label="Ganancia por ruta" />
          <CsvLink table="gain-topics" filters={filters} label="Ganancia por tema" />
        </>
      }
    >
      <QueryContent
        query={gain}
        loadingLabel="Calculando la ganancia…"
        isEmpty={(data) => data.routes.length === 0 && data.topics.length === 0}
        emptyText="Nadie terminó la evaluación final en el periodo."
      >
        {(data) => (
          <>
            <DataTable labelledBy={headingId} columns={ROUTE_COLUMNS} size="small" minWidth={820}>
              {data.routes.map((route) => (
                <TableRow key={route.routeId}>
                  <TableCell component="th" scope="row">
                    {route.title}
                  </TableCell>
                  <TableCell align="right">{formatNumber(route.people)}</TableCell>
                  <TableCell>
                    {score(route.meanPre)} {spread(route.pre, (v) => formatNumber(v))}
                  </TableCell>
                  <TableCell>
                    {score(route.meanPost)} {spread(route.post, (v) => formatNumber(v))}
                  </TableCell>
                  <TableCell>
                    {route.meanHake === null ? '—' : formatDecimal(route.meanHake)} {spread(route.hake, formatDecimal)}
                  </TableCell>
                </TableRow>
              ))}
            </DataTable>
            {data.routes.length > 0 && <Distributions routes={data.routes} />}
            <Typography id={topicsId} variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
              Por tema
            </Typography>
            <DataTable labelledBy={topicsId} columns={TOPIC_COLUMNS} size="small" minWidth={640}>
              {data.topics.map((topic) => (
                <TableRow key={`${topic.routeId}:${topic.topic}`}>
                  <TableCell>{topic.routeTitle}</TableCell>
                  <TableCell component="th" scope="row">
                    {topic.topic}
                  </TableCell>
                  <TableCell align="right">{share(topic.preCorrectShare)}</TableCell>
                  <TableCell align="right">{share(topic.postCorrectShare)}</TableCell>
                  <TableCell align="right">
                    {topic.preCorrectShare === null || topic.postCorrectShare === null
                      ? '—'
                      : `${formatDecimal((topic.postCorrectShare - topic.preCorrectShare) * 100).replace(/,00$/, '')} pts`}
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

/** The histograms of one route (chosen when there are several): scores before and after, and Hake's bands. */
function Distributions({ routes }: { routes: RouteGain[] }) {
  const [chosen, setChosen] = useState('');
  const route = routes.find((r) => r.routeId === chosen) ?? routes[0];
  const scoresId = useId();
  const hakeId = useId();
  if (!route) return null;
  const most = Math.max(1, ...route.preBuckets.map((b) => b.count), ...route.postBuckets.map((b) => b.count));
  const hakeMost = Math.max(1, ...route.hakeBuckets.map((b) => b.count));
  return (
    <Stack sx={{ mt: 3, gap: 2 }}>
      {routes.length > 1 && (
        <TextField
          select
          label="Distribución de la ruta"
          value={route.routeId}
          onChange={(event) => setChosen(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 360 }}
        >
          {routes.map((r) => (
            <option key={r.routeId} value={r.routeId}>
              {r.title}
            </option>
          ))}
        </TextField>
      )}
      <Typography id={scoresId} variant="h6" component="h3">
        Distribución de puntajes: {route.title}
      </Typography>
      <DataTable
        labelledBy={scoresId}
        columns={[
          { label: 'Puntaje' },
          { label: 'Prueba inicial', align: 'right' },
          { label: 'Prueba inicial (barra)' },
          { label: 'Evaluación final', align: 'right' },
          { label: 'Evaluación final (barra)' },
        ]}
        size="small"
        minWidth={560}
      >
        {route.preBuckets.map((bucket, index) => (
          <TableRow key={bucket.from}>
            <TableCell component="th" scope="row">
              {bucketLabel(bucket, index === route.preBuckets.length - 1)}
            </TableCell>
            <TableCell align="right">{formatNumber(bucket.count)}</TableCell>
            <TableCell sx={{ width: '25%' }}>
              <ShareBar share={bucket.count / most} />
            </TableCell>
            <TableCell align="right">{formatNumber(route.postBuckets[index]?.count ?? 0)}</TableCell>
            <TableCell sx={{ width: '25%' }}>
              <ShareBar share={(route.postBuckets[index]?.count ?? 0) / most} />
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
      <Typography id={hakeId} variant="h6" component="h3">
        Ganancia normalizada por bandas: {route.title}
      </Typography>
      <DataTable
        labelledBy={hakeId}
        columns={[{ label: 'Banda' }, { label: 'Personas', align: 'right' }, { label: 'Proporción' }]}
        size="small"
        minWidth={420}
      >
        {route.hakeBuckets.map((bucket, index) => (
          <TableRow key={bucket.from}>
            <TableCell component="th" scope="row">
              {HAKE_BANDS[index]}
            </TableCell>
            <TableCell align="right">{formatNumber(bucket.count)}</TableCell>
            <TableCell sx={{ width: '40%' }}>
              <ShareBar share={bucket.count / hakeMost} />
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
    </Stack>
  );
}

function bucketLabel(bucket: Bucket, last: boolean): string {
  return last ? `${String(bucket.from)} a ${String(bucket.to)}` : `${String(bucket.from)} a ${String(bucket.to - 1)}`;
}
