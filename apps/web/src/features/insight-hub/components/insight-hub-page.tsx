import { paths } from '@academia/shared/paths';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useInsightRoutes } from '../api/insights';
import { filtersSearch, useInsightFilters } from '../hooks/use-insight-filters';
import { AtRiskPanel } from './at-risk-panel';
import { FunnelPanel } from './funnel-panel';
import { GainPanel } from './gain-panel';
import { InsightFilters } from './insight-filters';
import { WeakTopicsPanel } from './weak-topics-panel';

/**
 * `/admin/insight-hub`: funnel, learning gain, weak topics and people at risk, filtered by company (a lead sees
 * their own), period and route. The funnel shows the chosen route, or the first one when every route is chosen.
 */
export function InsightHubPage({ canChooseCompany }: { canChooseCompany: boolean }) {
  const [filters, change] = useInsightFilters();
  const routes = useInsightRoutes();
  const funnelRoute = routes.data?.items.find((r) => r.id === filters.routeId) ?? routes.data?.items[0];
  const { period, from, to, companyId } = filters;
  return (
    <>
      <PageHeader
        title="Analítica"
        breadcrumbs={[{ label: 'Panel de control', to: paths.admin.dashboard() }]}
        description={
          <>
            Qué se aprende, qué no y quién se está quedando atrás.
            {funnelRoute && (
              <>
                {' '}
                <Link
                  component={RouterLink}
                  to={`${paths.admin.insight(funnelRoute.id)}${filtersSearch({ period, from, to, companyId })}`}
                >
                  Ver el detalle de «{funnelRoute.title}»
                </Link>
              </>
            )}
          </>
        }
      />
      <InsightFilters filters={filters} onChange={change} canChooseCompany={canChooseCompany} withRoute />
      <FunnelPanel filters={filters} route={funnelRoute} />
      <GainPanel filters={filters} />
      <WeakTopicsPanel filters={filters} />
      <AtRiskPanel filters={filters} />
    </>
  );
}
