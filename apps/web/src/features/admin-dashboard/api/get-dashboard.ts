import { dashboardSchema, type DashboardQueryInput } from '@academia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  figures: (query: DashboardQueryInput) => [...dashboardKeys.all, 'figures', query] as const,
};

/** `GET /api/admin/dashboard` for a company and period; the last figures stay on screen while new ones load. */
export function useDashboard(query: DashboardQueryInput) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  return useQuery({
    queryKey: dashboardKeys.figures(query),
    queryFn: ({ signal }) => apiFetch(`/api/admin/dashboard?${search.toString()}`, { schema: dashboardSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
