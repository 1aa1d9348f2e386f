import {
  assignablePeopleSchema,
  assignmentListSchema,
  assignmentOptionsSchema,
  assignmentSchema,
  compliancePageSchema,
  type ComplianceStatus,
  type CreateAssignmentInput,
} from '@academia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const BASE = '/api/admin/training-plans';

export const trainingPlanKeys = {
  all: ['admin', 'training-plans'] as const,
  assignments: () => [...trainingPlanKeys.all, 'assignments'] as const,
  options: () => [...trainingPlanKeys.all, 'options'] as const,
  people: (q: string) => [...trainingPlanKeys.all, 'people', q] as const,
  compliance: (filters: ComplianceFilters, page: number) =>
    [...trainingPlanKeys.all, 'compliance', filters, page] as const,
};

export interface ComplianceFilters {
  companyId: string;
  routeId: string;
  status: ComplianceStatus | '';
}

/** The filters as a query string; empty ones are left out. */
export function complianceQuery(filters: ComplianceFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.companyId) params.set('companyId', filters.companyId);
  if (filters.routeId) params.set('routeId', filters.routeId);
  if (filters.status) params.set('status', filters.status);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Where the CSV of the filtered table is downloaded (a plain link: the browser saves the file). */
export const complianceExportUrl = (filters: ComplianceFilters) =>
  `${BASE}/compliance/export${complianceQuery(filters)}`;

export const PAGE_SIZE = 25;

export function useAssignments() {
  return useQuery({
    queryKey: trainingPlanKeys.assignments(),
    queryFn: ({ signal }) => apiFetch(`${BASE}/assignments`, { schema: assignmentListSchema, signal }),
  });
}

export function useAssignmentOptions() {
  return useQuery({
    queryKey: trainingPlanKeys.options(),
    queryFn: ({ signal }) => apiFetch(`${BASE}/options`, { schema: assignmentOptionsSchema, signal }),
  });
}

/** Learners matching `q` (2 characters or more), for the person picker. */
export function useAssignablePeople(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: trainingPlanKeys.people(query),
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}/people?q=${encodeURIComponent(query)}`, { schema: assignablePeopleSchema, signal }),
    enabled: query.length >= 2,
  });
}

export function useCompliance(filters: ComplianceFilters, page: number) {
  return useQuery({
    queryKey: trainingPlanKeys.compliance(filters, page),
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}/compliance${complianceQuery(filters, { page: String(page), pageSize: String(PAGE_SIZE) })}`, {
        schema: compliancePageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Creating or archiving changes who is covered: the list and the table are read again. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: trainingPlanKeys.all });
}

export function useCreateAssignment() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: CreateAssignmentInput) =>
      apiFetch(`${BASE}/assignments`, { method: 'POST', body: input, schema: assignmentSchema }),
    onSuccess: refresh,
  });
}

export function useArchiveAssignment() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`${BASE}/assignments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
