import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { LearnerProgress } from '@academia/shared';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatDuration, formatNumber } from '../../../lib/format';
import { ChartFigure } from '../../../components/chart-figure';

/*
 * recharts lives only in the "Mi avance" page chunk (this file is imported by nothing else), so the first load of
 * the app stays within its budget.
 */

const shortDay = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "10 mar": a week's Monday, read in UTC as it is a calendar date without time. */
const weekLabel = (weekStart: string) => shortDay.format(new Date(`${weekStart}T00:00:00Z`));
const weekLongLabel = (weekStart: string) => formatDate(`${weekStart}T12:00:00Z`);
const toMinutes = (seconds: number) => Math.round(seconds / 6) / 10;
const minuteNumber = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
/** An axis tick or a tooltip in minutes with the es-CO decimal comma: "0,05 min", "12,5 min" (never "0.05 min"). */
export const formatChartMinutes = (value: unknown) => `${minuteNumber.format(Number(value))} min`;
/** A count on an axis or tooltip in es-CO ("1.250"). */
export const formatChartCount = (value: unknown) => formatNumber(Number(value));
// Sized for tests and the first paint; the container then follows its box.
const INITIAL_SIZE = { width: 600, height: 280 };

function WeeklyProgressChart({ weeks }: { weeks: LearnerProgress['weeks'] }) {
  const theme = useTheme();
  const data = weeks.map((week) => ({ ...week, label: weekLabel(week.weekStart) }));
  const first = weeks[0];
  const last = weeks.at(-1);
  const summary =
    first && last
      ? `Gráfico de líneas: contenidos completados en total, de ${formatNumber(first.cumulativeItems)} la semana del ${weekLongLabel(first.weekStart)} a ${formatNumber(last.cumulativeItems)} la semana del ${weekLongLabel(last.weekStart)}.`
      : 'Gráfico de líneas sin datos.';
  return (
    <ChartFigure
      title="Avance en el tiempo"
      summary={summary}
      table={{
        columns: ['Semana del', 'Completados esa semana', 'Total acumulado'],
        rows: weeks.map((week) => [
          weekLongLabel(week.weekStart),
          formatNumber(week.completedItems),
          formatNumber(week.cumulativeItems),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
          <YAxis
            allowDecimals={false}
            tickFormatter={formatChartCount}
            tick={{ fill: theme.palette.text.secondary, fontSize: 12 }}
            width={40}
          />
          <Tooltip formatter={(value) => [formatChartCount(value), 'Contenidos completados']} />
          <Line
            type="monotone"
            dataKey="cumulativeItems"
            name="Contenidos completados"
            stroke={theme.palette.primary.main}
            strokeWidth={3}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

function TimePerRouteChart({ routes }: { routes: LearnerProgress['routes'] }) {
  const theme = useTheme();
  const data = routes.map((route) => ({ title: route.title, minutes: toMinutes(route.progress.secondsSpent) }));
  const top = [...routes].sort((a, b) => b.progress.secondsSpent - a.progress.secondsSpent)[0];
  const summary = !top
    ? 'Gráfico de barras sin datos.'
    : routes.length === 1
      ? `Gráfico de barras: tiempo dedicado a su única ruta, «${top.title}»: ${formatDuration(top.progress.secondsSpent)}.`
      : `Gráfico de barras: tiempo dedicado a cada una de sus ${formatNumber(routes.length)} rutas; la de más tiempo es «${top.title}», con ${formatDuration(top.progress.secondsSpent)}.`;
  return (
    <ChartFigure
      title="Tiempo por ruta"
      summary={summary}
      table={{
        columns: ['Ruta', 'Tiempo dedicado'],
        rows: routes.map((route) => [route.title, formatDuration(route.progress.secondsSpent)]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
        <BarChart
          data={data}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            type="number"
            tickFormatter={formatChartMinutes}
            tick={{ fill: theme.palette.text.secondary, fontSize: 12 }}
          />
          <YAxis
            type="category"
            dataKey="title"
            width={140}
            tick={{ fill: theme.palette.text.secondary, fontSize: 12 }}
          />
          <Tooltip formatter={(value) => [formatChartMinutes(value), 'Tiempo dedicado']} />
          <Bar dataKey="minutes" name="Tiempo dedicado" fill={theme.palette.secondary.main} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** The two charts of "Mi avance", side by side on wide screens. */
export function ProgressCharts({ progress }: { progress: LearnerProgress }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <WeeklyProgressChart weeks={progress.weeks} />
      {progress.routes.length > 0 && <TimePerRouteChart routes={progress.routes} />}
    </Box>
  );
}
