import {
  atRiskSchema,
  funnelSchema,
  insightGainSchema,
  insightRoutesSchema,
  reminderResultSchema,
  routeInsightSchema,
  weakTopicsSchema,
  type InsightExport,
  type InsightPeriod,
} from '@academia/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const BASE = '/api/admin/insights';

/** The filters of the page, as the address keeps them (so a reload or a shared link shows the same numbers). */
export interface InsightFilters {
  companyId: string;
  period: InsightPeriod;
  from: string;
  to: string;
  routeId: string;
}

/** The query string of the filters: empty ones are left out; the dates only for a custom period. */
export function filterQuery(filters: Partial<InsightFilters>): string {
  const params = new URLSearchParams();
  if (filters.companyId) params.set('companyId', filters.companyId);
  if (filters.routeId) params.set('routeId', filters.routeId);
  params.set('period', filters.period ?? '30d');
  if (filters.period === 'custom') {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  return params.toString();
}

/** Where a table's CSV is downloaded (a plain link: the browser saves the file). */
export const exportUrl = (table: InsightExport, filters: Partial<InsightFilters>) =>
  `${BASE}/export/${table}.csv?${filterQuery(filters)}`;

export const insightKeys = {
  all: ['admin', 'insights'] as const,
  routes: () => [...insightKeys.all, 'routes'] as const,
  panel: (name: string, query: string) => [...insightKeys.all, name, query] as const,
};

/** A custom period without both days is not asked for yet: the form says what is missing. */
const complete = (filters: Partial<InsightFilters>) =>
  filters.period !== 'custom' ||
  (Boolean(filters.from) && Boolean(filters.to) && (filters.from ?? '') <= (filters.to ?? ''));

export function useInsightRoutes() {
  return useQuery({
    queryKey: insightKeys.routes(),
    queryFn: ({ signal }) => apiFetch(`${BASE}/routes`, { schema: insightRoutesSchema, signal }),
  });
}

export function useFunnel(filters: InsightFilters) {
  const query = filterQuery(filters);
  return useQuery({
    queryKey: insightKeys.panel('funnel', query),
    queryFn: ({ signal }) => apiFetch(`${BASE}/funnel?${query}`, { schema: funnelSchema, signal }),
    enabled: Boolean(filters.routeId) && complete(filters),
  });
}

export function useLearningGain(filters: InsightFilters) {
  const query = filterQuery(filters);
  return useQuery({
    queryKey: insightKeys.panel('gain', query),
    queryFn: ({ signal }) => apiFetch(`${BASE}/gain?${query}`, { schema: insightGainSchema, signal }),
    enabled: complete(filters),
  });
}

export function useWeakTopics(filters: InsightFilters) {
  const query = filterQuery(filters);
  return useQuery({
    queryKey: insightKeys.panel('weak', query),
    queryFn: ({ signal }) => apiFetch(`${BASE}/weak-topics?${query}`, { schema: weakTopicsSchema, signal }),
    enabled: complete(filters),
  });
}

export function useAtRisk(filters: InsightFilters) {
  const query = filterQuery(filters);
  return useQuery({
    queryKey: insightKeys.panel('at-risk', query),
    queryFn: ({ signal }) => apiFetch(`${BASE}/at-risk?${query}`, { schema: atRiskSchema, signal }),
  });
}

export function useRouteInsight(routeId: string, filters: InsightFilters) {
  const query = filterQuery({ ...filters, routeId: '' });
  return useQuery({
    queryKey: insightKeys.panel(`route:${routeId}`, query),
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}/routes/${encodeURIComponent(routeId)}?${query}`, { schema: routeInsightSchema, signal }),
    enabled: complete(filters),
  });
}

export function useSendReminder() {
  return useMutation({
    mutationFn: ({ userId, routeId }: { userId: string; routeId: string }) =>
      apiFetch(`${BASE}/at-risk/${encodeURIComponent(userId)}/reminder`, {
        method: 'POST',
        body: { routeId },
        schema: reminderResultSchema,
      }),
  });
}
