import { complianceStatusLabels, type ComplianceStatus, type Dashboard } from '@academia/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../../components/chart-figure';
import { formatCalendarDay, formatNumber, formatPercent } from '../../../lib/format';

const shortDay = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "11 may": a week's Monday, a calendar date read in UTC. */
const weekLabel = (weekStart: string) => shortDay.format(new Date(`${weekStart}T00:00:00Z`));
const count = (value: unknown) => formatNumber(Number(value));
// Sized for tests and the first paint; the container then follows its box.
const INITIAL_SIZE = { width: 600, height: 280 };
const tick = (color: string) => ({ fill: color, fontSize: 12 });

/** Active learners per ISO week of the period. */
export function WeeklyActivityChart({ weeks }: { weeks: Dashboard['weeklyActivity'] }) {
  const theme = useTheme();
  const busiest = weeks.reduce<Dashboard['weeklyActivity'][number] | null>(
    (best, week) => (best === null || week.activeLearners > best.activeLearners ? week : best),
    null,
  );
  const total = weeks.length;
  const summary =
    busiest === null || busiest.activeLearners === 0
      ? `Gráfico de barras de ${formatNumber(total)} semanas sin aprendices activos.`
      : `Gráfico de barras de ${formatNumber(total)} semanas: la de más actividad fue la del ${formatCalendarDay(busiest.weekStart)}, con ${formatNumber(busiest.activeLearners)} aprendices activos.`;
  return (
    <ChartFigure
      title="Actividad semanal"
      summary={summary}
      table={{
        columns: ['Semana del', 'Aprendices activos'],
        rows: weeks.map((w) => [formatCalendarDay(w.weekStart), formatNumber(w.activeLearners)]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
        <BarChart
          data={weeks.map((w) => ({ ...w, label: weekLabel(w.weekStart) }))}
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={tick(theme.palette.text.secondary)} />
          <YAxis allowDecimals={false} tickFormatter={count} tick={tick(theme.palette.text.secondary)} width={48} />
          <Tooltip formatter={(value) => [count(value), 'Aprendices activos']} />
          <Bar dataKey="activeLearners" fill={theme.palette.primary.main} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** Final tests passed in the period, per route. */
export function CompletionsByRouteChart({ routes }: { routes: Dashboard['completionsByRoute'] }) {
  const theme = useTheme();
  const total = routes.reduce((sum, r) => sum + r.completions, 0);
  const top = routes[0];
  const summary =
    top === undefined || total === 0
      ? 'Gráfico de barras: ninguna ruta completada en el periodo.'
      : `Gráfico de barras de ${formatNumber(routes.length)} rutas con ${formatNumber(total)} rutas completadas en total; la primera es «${top.title}», con ${formatNumber(top.completions)}.`;
  return (
    <ChartFigure
      title="Rutas completadas por ruta"
      summary={summary}
      table={{
        columns: ['Ruta', 'Evaluaciones finales aprobadas'],
        rows: routes.map((r) => [r.title, formatNumber(r.completions)]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
        <BarChart
          data={routes}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} tickFormatter={count} tick={tick(theme.palette.text.secondary)} />
          <YAxis
            type="category"
            dataKey="title"
            width={160}
            tick={tick(theme.palette.text.secondary)}
            tickFormatter={(title: string) => (title.length > 24 ? `${title.slice(0, 23)}…` : title)}
          />
          <Tooltip formatter={(value) => [count(value), 'Completadas']} />
          <Bar dataKey="completions" fill={theme.palette.secondary.main} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** The statuses in the order the bars stack them: done first, then what is still owed. */
const COMPLIANCE_ORDER: readonly ComplianceStatus[] = [
  'completed_on_time',
  'completed_late',
  'in_progress',
  'assigned',
  'overdue',
  'expired',
];
const share = (part: number, total: number) => (total === 0 ? 0 : (part / total) * 100);

/** The training plans' standing today, per company: each status as a share of the covered person-route pairs. */
export function ComplianceByCompanyChart({ companies }: { companies: Dashboard['complianceByCompany'] }) {
  const theme = useTheme();
  const colors: Record<ComplianceStatus, string> = {
    completed_on_time: theme.palette.success.main,
    completed_late: theme.palette.info.main,
    in_progress: theme.palette.primary.light,
    assigned: theme.palette.grey[500],
    overdue: theme.palette.warning.dark,
    expired: theme.palette.error.main,
  };
  const total = companies.reduce((sum, c) => sum + c.total, 0);
  const overall = (status: ComplianceStatus) =>
    formatPercent(
      share(
        companies.reduce((sum, c) => sum + c.counts[status], 0),
        total,
      ),
    );
  const summary =
    total === 0
      ? 'Gráfico de barras: ningún plan de capacitación cubre a personas de una empresa.'
      : `Gráfico de barras apiladas de ${formatNumber(companies.length)} ${companies.length === 1 ? 'empresa' : 'empresas'} con ${formatNumber(total)} asignaciones de persona y ruta: ${overall('completed_on_time')} completadas a tiempo, ${overall('completed_late')} completadas tarde, ${overall('overdue')} atrasadas y ${overall('expired')} con certificado vencido.`;
  return (
    <ChartFigure
      title="Cumplimiento por empresa"
      summary={summary}
      table={{
        columns: ['Empresa', 'Asignaciones', ...COMPLIANCE_ORDER.map((status) => complianceStatusLabels[status])],
        rows: companies.map((c) => [
          c.companyName,
          formatNumber(c.total),
          ...COMPLIANCE_ORDER.map(
            (status) => `${formatNumber(c.counts[status])} (${formatPercent(share(c.counts[status], c.total))})`,
          ),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
        <BarChart
          data={companies.map((c) => ({
            name: c.companyName,
            ...Object.fromEntries(COMPLIANCE_ORDER.map((status) => [status, share(c.counts[status], c.total)])),
          }))}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            type="number"
            domain={[0, 100]}
            tickFormatter={(value: number) => formatPercent(value)}
            tick={tick(theme.palette.text.secondary)}
          />
          <YAxis
            type="category"
            dataKey="name"
            width={160}
            tick={tick(theme.palette.text.secondary)}
            tickFormatter={(name: string) => (name.length > 24 ? `${name.slice(0, 23)}…` : name)}
          />
          <Tooltip formatter={(value, name) => [formatPercent(Number(value)), name]} />
          {/* The legend's words in the text colour: recharts paints them in each bar's colour, too pale to read. */}
          <Legend formatter={(value: string) => <span style={{ color: theme.palette.text.primary }}>{value}</span>} />
          {COMPLIANCE_ORDER.map((status) => (
            <Bar
              key={status}
              dataKey={status}
              name={complianceStatusLabels[status]}
              stackId="compliance"
              fill={colors[status]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** The charts two by two from tablets up; the default export is what the page loads lazily. */
export default function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' } }}>
      <WeeklyActivityChart weeks={dashboard.weeklyActivity} />
      <CompletionsByRouteChart routes={dashboard.completionsByRoute} />
      <ComplianceByCompanyChart companies={dashboard.complianceByCompany} />
    </Box>
  );
}
