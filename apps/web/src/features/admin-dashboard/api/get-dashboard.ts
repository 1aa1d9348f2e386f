import { companyListSchema, dashboardSchema, type DashboardQueryInput } from '@academia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  figures: (query: DashboardQueryInput) => [...dashboardKeys.all, 'figures', query] as const,
  companies: () => [...dashboardKeys.all, 'companies'] as const,
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

/** The companies a Superadministrador may filter by (the active ones, by name). */
export function useDashboardCompanies(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.companies(),
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/companies?page=1&pageSize=100&status=active', { schema: companyListSchema, signal }),
    enabled,
  });
}
