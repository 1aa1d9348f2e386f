import type { RouteInsight } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
import { formatDate, formatDecimal, formatDuration, formatNumber, formatPercent } from '../../../lib/format';
import { useRouteInsight, type InsightFilters as Filters } from '../api/insights';
import { filtersSearch, useInsightFilters } from '../hooks/use-insight-filters';
import { CsvLink } from './csv-link';
import { InsightFilters } from './insight-filters';
import { Panel, ShareBar } from './panel';
import { bankPath } from './weak-topics-panel';

const share = (value: number | null) => (value === null ? '—' : formatPercent(value * 100));
const scoreText = (value: number | null) => (value === null ? '—' : formatDecimal(value).replace(/,00$/, ''));

/** `/admin/insight-hub/detalles/:id`: one route's items, bank, companies and learners, with the hub's filters. */
export function InsightDetailPage({ canChooseCompany }: { canChooseCompany: boolean }) {
  const { id = '' } = useParams<'id'>();
  const [filters, change] = useInsightFilters();
  const detail = useRouteInsight(id, filters);
  const title = detail.data ? `Detalle: ${detail.data.route.title}` : 'Detalle de la ruta';
  const { period, from, to, companyId } = filters;
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: 'Panel de control', to: paths.admin.dashboard() },
          {
            label: 'Analítica',
            to: `${paths.admin.insightHub()}${filtersSearch({ period, from, to, companyId, routeId: id })}`,
          },
        ]}
        description="Las personas que se inscribieron en la ruta durante el periodo, dentro de su alcance."
      />
      <InsightFilters filters={filters} onChange={change} canChooseCompany={canChooseCompany} />
      <QueryContent query={detail} loadingLabel="Cargando el detalle de la ruta…" isEmpty={() => false} emptyText="">
        {(data) => <Detail data={data} filters={{ ...filters, routeId: id }} />}
      </QueryContent>
    </>
  );
}

function Detail({ data, filters }: { data: RouteInsight; filters: Filters }) {
  const itemsId = useId();
  const bankId = useId();
  const companiesId = useId();
  const learnersId = useId();
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {formatNumber(data.enrolled)} {data.enrolled === 1 ? 'persona inscrita' : 'personas inscritas'} en el periodo.
      </Typography>
      <Panel
        id={itemsId}
        title="Contenidos: tiempo y avance"
        description="Cuántas personas abrieron y completaron cada contenido, y el tiempo promedio de quienes lo abrieron frente al estimado."
        actions={<CsvLink table="route-items" filters={filters} label="Contenidos" />}
      >
        <DataTable
          labelledBy={itemsId}
          columns={[
            { label: 'Contenido' },
            { label: 'Abrieron', align: 'right' },
            { label: 'Completaron', align: 'right' },
            { label: '% de los inscritos', align: 'right' },
            { label: 'Avance (barra)' },
            { label: 'Tiempo promedio' },
            { label: 'Tiempo estimado' },
          ]}
          size="small"
          minWidth={820}
        >
          {data.items.map((item) => (
            <TableRow key={item.itemId}>
              <TableCell component="th" scope="row">
                {item.position}. {item.title}
                {!item.required && ' (opcional)'}
              </TableCell>
              <TableCell align="right">{formatNumber(item.started)}</TableCell>
              <TableCell align="right">{formatNumber(item.completed)}</TableCell>
              <TableCell align="right">{share(item.completionShare)}</TableCell>
              <TableCell sx={{ width: '15%' }}>
                <ShareBar share={item.completionShare ?? 0} />
              </TableCell>
              <TableCell>{item.meanSeconds === null ? '—' : formatDuration(Math.round(item.meanSeconds))}</TableCell>
              <TableCell>{formatDuration(item.estimatedMinutes * 60)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      </Panel>
      <Panel
        id={bankId}
        title="Banco de preguntas: respuestas en el periodo"
        description={
          <>
            Porcentaje de acierto de las respuestas de las personas del alcance. Los parámetros de cada pregunta y su
            calibración están en el{' '}
            <Link component={RouterLink} to={bankPath(data.route.id)}>
              banco de preguntas de la ruta
            </Link>
            .
          </>
        }
        actions={<CsvLink table="route-bank" filters={filters} label="Banco de preguntas" />}
      >
        <DataTable
          labelledBy={bankId}
          columns={[
            { label: 'Pregunta' },
            { label: 'Tema' },
            { label: 'Estado' },
            { label: 'Respuestas', align: 'right' },
            { label: '% de acierto', align: 'right' },
            { label: 'Dificultad', align: 'right' },
            { label: 'Discriminación', align: 'right' },
          ]}
          size="small"
          minWidth={900}
        >
          {data.bank.map((item) => (
            <TableRow key={item.itemId}>
              <TableCell component="th" scope="row" sx={{ maxWidth: 360 }}>
                {item.prompt}
              </TableCell>
              <TableCell>{item.topic}</TableCell>
              <TableCell>{item.status === 'active' ? 'Activa' : 'Retirada'}</TableCell>
              <TableCell align="right">{formatNumber(item.answers)}</TableCell>
              <TableCell align="right">{share(item.correctShare)}</TableCell>
              <TableCell align="right">{formatDecimal(item.difficulty)}</TableCell>
              <TableCell align="right">{formatDecimal(item.discrimination)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      </Panel>
      <Panel
        id={companiesId}
        title="Comparación por empresa"
        description="Promedios de las personas con prueba inicial y evaluación final; la ganancia normalizada (Hake) excluye una prueba inicial de 100."
        actions={<CsvLink table="route-companies" filters={filters} label="Comparación por empresa" />}
      >
        <DataTable
          labelledBy={companiesId}
          columns={[
            { label: 'Empresa' },
            { label: 'Inscritos', align: 'right' },
            { label: 'Aprobaron', align: 'right' },
            { label: 'Prueba inicial: promedio', align: 'right' },
            { label: 'Evaluación final: promedio', align: 'right' },
            { label: 'Ganancia normalizada', align: 'right' },
          ]}
          size="small"
          minWidth={720}
        >
          {data.companies.map((company) => (
            <TableRow key={company.companyId ?? 'none'}>
              <TableCell component="th" scope="row">
                {company.companyName}
              </TableCell>
              <TableCell align="right">{formatNumber(company.enrolled)}</TableCell>
              <TableCell align="right">{formatNumber(company.passed)}</TableCell>
              <TableCell align="right">{scoreText(company.meanPre)}</TableCell>
              <TableCell align="right">{scoreText(company.meanPost)}</TableCell>
              <TableCell align="right">{company.meanHake === null ? '—' : formatDecimal(company.meanHake)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      </Panel>
      <Panel
        id={learnersId}
        title="Personas inscritas"
        description={
          data.learnersTotal > data.learners.length
            ? `Se muestran ${formatNumber(data.learners.length)} de ${formatNumber(data.learnersTotal)}; el CSV trae todas.`
            : `Contenidos obligatorios de la ruta: ${formatNumber(data.requiredItems)}.`
        }
        actions={<CsvLink table="route-learners" filters={filters} label="Personas inscritas" />}
      >
        <DataTable
          labelledBy={learnersId}
          columns={[
            { label: 'Persona' },
            { label: 'Empresa' },
            { label: 'Inscripción' },
            { label: 'Contenidos completados', align: 'right' },
            { label: 'Prueba inicial', align: 'right' },
            { label: 'Mejor evaluación final', align: 'right' },
            { label: 'Aprobó' },
            { label: 'Última actividad' },
          ]}
          size="small"
          minWidth={960}
        >
          {data.learners.map((learner) => (
            <TableRow key={learner.userId}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={paths.admin.user(learner.userId)}>
                  {learner.nombre}
                </Link>
              </TableCell>
              <TableCell>{learner.companyName ?? 'Sin empresa'}</TableCell>
              <TableCell>{formatDate(learner.enrolledAt)}</TableCell>
              <TableCell align="right">{formatNumber(learner.itemsCompleted)}</TableCell>
              <TableCell align="right">{learner.preScore ?? '—'}</TableCell>
              <TableCell align="right">{learner.bestFinalScore ?? '—'}</TableCell>
              <TableCell>{learner.passed ? 'Sí' : 'No'}</TableCell>
              <TableCell>{formatDate(learner.lastActivityAt)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      </Panel>
    </>
  );
}
