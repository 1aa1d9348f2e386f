import { insightPeriods, type InsightPeriod } from '@academia/shared';
import { useSearchParams } from 'react-router';
import type { InsightFilters } from '../api/insights';

// Spanish parameter names, like the rest of the app's addresses (`?pestana=banco`).
const PARAMS = { companyId: 'empresa', period: 'periodo', from: 'desde', to: 'hasta', routeId: 'ruta' } as const;

const isPeriod = (value: string | null): value is InsightPeriod =>
  value !== null && (insightPeriods as readonly string[]).includes(value);

/** The page's filters, kept in the address; `change` updates some of them and keeps the rest. */
export function useInsightFilters(): [InsightFilters, (change: Partial<InsightFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const period = params.get(PARAMS.period);
  const filters: InsightFilters = {
    companyId: params.get(PARAMS.companyId) ?? '',
    period: isPeriod(period) ? period : '30d',
    from: params.get(PARAMS.from) ?? '',
    to: params.get(PARAMS.to) ?? '',
    routeId: params.get(PARAMS.routeId) ?? '',
  };
  const change = (next: Partial<InsightFilters>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next) as [keyof InsightFilters, string][]) {
          if (value) updated.set(PARAMS[key], value);
          else updated.delete(PARAMS[key]);
        }
        return updated;
      },
      { replace: true },
    );
  return [filters, change];
}

/** The filters as the page address writes them (`?periodo=90d&empresa=…`), for links that keep them. */
export function filtersSearch(filters: Partial<InsightFilters>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [keyof InsightFilters, string][]) {
    if (value && !(key === 'period' && value === '30d')) params.set(PARAMS[key], value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
