import type { DashboardPeriod, DashboardQueryInput } from '@academia/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { formatCalendarDay } from '../../../lib/format';
import { useDashboard } from '../api/get-dashboard';
import { DashboardFilters } from './dashboard-filters';
import { KpiCard } from './kpi-card';

// recharts is large: the charts load in their own chunk, after the KPIs are on screen.
const DashboardCharts = lazy(() => import('./dashboard-charts'));

const PERIODS: readonly string[] = ['30d', '90d', '12m', 'custom'];

/** The filters live in the address (`?empresa=&periodo=&desde=&hasta=`), so a view can be shared or reloaded. */
function queryFrom(params: URLSearchParams): DashboardQueryInput {
  const period = params.get('periodo') ?? '30d';
  return {
    companyId: params.get('empresa') ?? undefined,
    period: (PERIODS.includes(period) ? period : '30d') as DashboardPeriod,
    from: params.get('desde') ?? undefined,
    to: params.get('hasta') ?? undefined,
  };
}

function paramsFrom(query: DashboardQueryInput): URLSearchParams {
  const params = new URLSearchParams();
  if (query.companyId) params.set('empresa', query.companyId);
  if (query.period && query.period !== '30d') params.set('periodo', query.period);
  if (query.period === 'custom' && query.from) params.set('desde', query.from);
  if (query.period === 'custom' && query.to) params.set('hasta', query.to);
  return params;
}

/**
 * `/admin/dashboard`: the KPIs of a period against the one before it, and two charts with their tables. A
 * Superadministrador may choose a company; a Responsable SST always sees their own (the server decides).
 */
export function DashboardPage({ canChooseCompany, banners }: { canChooseCompany: boolean; banners?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  // A custom period without both dates is not asked for until the dates are applied.
  const waitingForDates = query.period === 'custom' && (!query.from || !query.to);
  const figures = useDashboard(waitingForDates ? { companyId: query.companyId } : query);
  const data = figures.data;
  return (
    <>
      <PageHeader
        title="Panel de control"
        breadcrumbs={[]}
        description={
          data
            ? `${data.company ? data.company.nombre : 'Todas las empresas'}: del ${formatCalendarDay(data.period.from)} al ${formatCalendarDay(data.period.to)}, comparado con el ${formatCalendarDay(data.period.previousFrom)} al ${formatCalendarDay(data.period.previousTo)}.`
            : 'Indicadores de la formación en el periodo, comparados con el periodo anterior.'
        }
      />
      {banners}
      <DashboardFilters
        key={`${query.period}-${query.from ?? ''}-${query.to ?? ''}`}
        query={query}
        onChange={(next) => setParams(paramsFrom(next), { replace: true })}
        canChooseCompany={canChooseCompany}
      />
      {figures.isError && <LoadErrorAlert error={figures.error} onRetry={() => void figures.refetch()} />}
      {figures.isPending && <LoadingScreen fullScreen={false} label="Cargando los indicadores…" />}
      {data && (
        <Box aria-busy={figures.isFetching} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Typography component="h2" variant="h5">
            Indicadores
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            }}
          >
            {data.kpis.map((kpi) => (
              <KpiCard key={kpi.key} kpi={kpi} />
            ))}
          </Box>
          <Typography component="h2" variant="h5">
            Gráficos
          </Typography>
          <Suspense fallback={<LoadingScreen fullScreen={false} label="Cargando los gráficos…" />}>
            <DashboardCharts dashboard={data} />
          </Suspense>
        </Box>
      )}
    </>
  );
}
