import {
  adminCompanySchema,
  companyListSchema,
  companyPeopleSchema,
  type CompanyInputParsed,
  type MinimumStandardSet,
  type RiskClass,
} from '@academia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const BASE = '/api/admin/companies';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export interface CompaniesQuery {
  q: string;
  claseRiesgo: RiskClass | '';
  estandares: `${MinimumStandardSet}` | '';
  departamento: string;
  status: 'active' | 'inactive' | '';
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

export const companyKeys = {
  all: ['admin', 'companies'] as const,
  list: (query: CompaniesQuery) => [...companyKeys.all, 'list', query] as const,
  people: (id: string) => [...companyKeys.all, 'people', id] as const,
};

export function useCompanies(query: CompaniesQuery) {
  return useQuery({
    queryKey: companyKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
      for (const key of ['q', 'claseRiesgo', 'estandares', 'departamento', 'status'] as const) {
        if (query[key]) params.set(key, query[key]);
      }
      return apiFetch(`${BASE}?${params.toString()}`, { schema: companyListSchema, signal });
    },
    // Keep the current page on screen while the next one loads, instead of flashing an empty table.
    placeholderData: keepPreviousData,
  });
}

/** The company's active people, who may be named its SST lead (only for a company that exists). */
export function useCompanyPeople(id: string | null) {
  return useQuery({
    queryKey: companyKeys.people(id ?? ''),
    queryFn: ({ signal }) => apiFetch(`${path(id ?? '')}/people`, { schema: companyPeopleSchema, signal }),
    enabled: id !== null,
  });
}

function useRefreshCompanies() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: companyKeys.all });
}

export function useSaveCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CompanyInputParsed }) =>
      apiFetch(id ? path(id) : BASE, { method: id ? 'PUT' : 'POST', body: input, schema: adminCompanySchema }),
    onSuccess: refresh,
  });
}

export function useSetCompanyActive() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiFetch(`${path(id)}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST', schema: adminCompanySchema }),
    onSuccess: refresh,
  });
}
