import {
  companyListSchema,
  isErrorCode,
  companyPeopleSchema,
  cycleDetailSchema,
  cycleListSchema,
  trainingRecordsSchema,
  phvaTrainingPlanSchema,
  type ActionInput,
  type ActionRouteInput,
  type AssessmentInput,
  type CreateCycleInput,
  type CycleDetail,
  type CyclePlanInput,
  type PhvaPhase,
} from '@academia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

const BASE = '/api/admin/phva';
const cyclePath = (id: string) => `${BASE}/cycles/${encodeURIComponent(id)}`;

export const phvaKeys = {
  all: ['admin', 'phva'] as const,
  list: () => [...phvaKeys.all, 'list'] as const,
  cycle: (id: string) => [...phvaKeys.all, 'cycle', id] as const,
  records: (id: string) => [...phvaKeys.all, 'records', id] as const,
  trainingPlan: (id: string) => [...phvaKeys.all, 'training-plan', id] as const,
  routes: () => [...phvaKeys.all, 'routes'] as const,
  companies: () => [...phvaKeys.all, 'companies'] as const,
  people: (companyId: string) => [...phvaKeys.all, 'people', companyId] as const,
};

/** Where the report of a cycle is downloaded (a plain link: the browser saves the PDF). */
export const reportUrl = (id: string) => `${cyclePath(id)}/report.pdf`;
export const evidenceUrl = (id: string, fileId: string) => `${cyclePath(id)}/evidence/${encodeURIComponent(fileId)}`;

export function useCycles() {
  return useQuery({
    queryKey: phvaKeys.list(),
    queryFn: ({ signal }) => apiFetch(`${BASE}/cycles`, { schema: cycleListSchema, signal }),
  });
}

export function useCycle(id: string | undefined) {
  return useQuery({
    queryKey: phvaKeys.cycle(id ?? ''),
    queryFn: ({ signal }) => apiFetch(cyclePath(id ?? ''), { schema: cycleDetailSchema, signal }),
    enabled: id !== undefined,
  });
}

/** The company a Responsable SST may evaluate: their own (the Superadministrador searches with the company picker). */
export function useEvaluableCompanies(enabled: boolean) {
  return useQuery({
    queryKey: phvaKeys.companies(),
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/companies?page=1&pageSize=100&status=active', { schema: companyListSchema, signal }),
    enabled,
  });
}

export function useCompanyPeople(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: phvaKeys.people(companyId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/companies/${encodeURIComponent(companyId)}/people`, { schema: companyPeopleSchema, signal }),
    enabled,
  });
}

export function usePublishedRoutes(enabled: boolean) {
  return useQuery({
    queryKey: phvaKeys.routes(),
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}/routes`, {
        schema: z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })) }),
        signal,
      }),
    enabled,
  });
}

export function useTrainingRecords(id: string, enabled: boolean) {
  return useQuery({
    queryKey: phvaKeys.records(id),
    queryFn: ({ signal }) => apiFetch(`${cyclePath(id)}/training-records`, { schema: trainingRecordsSchema, signal }),
    enabled,
  });
}

/** Today's compliance of the company's training plan, shared by every training standard's card. */
export function useCycleTrainingPlan(id: string) {
  return useQuery({
    queryKey: phvaKeys.trainingPlan(id),
    queryFn: ({ signal }) => apiFetch(`${cyclePath(id)}/training-plan`, { schema: phvaTrainingPlanSchema, signal }),
  });
}

/** Every write answers the whole cycle: it replaces the cached one, and the overview is refreshed. */
function useCycleWrite<TInput>(id: string, request: (input: TInput) => Promise<CycleDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (cycle) => {
      queryClient.setQueryData(phvaKeys.cycle(id), cycle);
      void queryClient.invalidateQueries({ queryKey: phvaKeys.list() });
    },
  });
}

export function useCreateCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCycleInput) =>
      apiFetch(`${BASE}/cycles`, { method: 'POST', body: input, schema: cycleDetailSchema }),
    onSuccess: (cycle) => {
      queryClient.setQueryData(phvaKeys.cycle(cycle.id), cycle);
      void queryClient.invalidateQueries({ queryKey: phvaKeys.list() });
    },
  });
}

export const useSavePlan = (id: string) =>
  useCycleWrite(id, (plan: CyclePlanInput) =>
    apiFetch(`${cyclePath(id)}/plan`, { method: 'PUT', body: plan, schema: cycleDetailSchema }),
  );

export const useSaveAssessment = (id: string) =>
  useCycleWrite(id, ({ code, input }: { code: string; input: AssessmentInput }) =>
    apiFetch(`${cyclePath(id)}/assessments/${encodeURIComponent(code)}`, {
      method: 'PUT',
      body: input,
      schema: cycleDetailSchema,
    }),
  );

export const useChangePhase = (id: string) =>
  useCycleWrite(id, (phase: PhvaPhase) =>
    apiFetch(`${cyclePath(id)}/phase`, { method: 'POST', body: { phase }, schema: cycleDetailSchema }),
  );

export const useCloseCycle = (id: string) =>
  useCycleWrite(id, () => apiFetch(`${cyclePath(id)}/close`, { method: 'POST', schema: cycleDetailSchema }));

export const useSaveAction = (id: string) =>
  useCycleWrite(id, ({ actionId, input }: { actionId: string | null; input: ActionInput }) =>
    apiFetch(actionId ? `${cyclePath(id)}/actions/${encodeURIComponent(actionId)}` : `${cyclePath(id)}/actions`, {
      method: actionId ? 'PUT' : 'POST',
      body: input,
      schema: cycleDetailSchema,
    }),
  );

export const useAssignRoute = (id: string) =>
  useCycleWrite(id, ({ actionId, input }: { actionId: string; input: ActionRouteInput }) =>
    apiFetch(`${cyclePath(id)}/actions/${encodeURIComponent(actionId)}/route`, {
      method: 'POST',
      body: input,
      schema: cycleDetailSchema,
    }),
  );

export const useAttachTrainingRecords = (id: string) =>
  useCycleWrite(id, (code: string) =>
    apiFetch(`${cyclePath(id)}/assessments/${encodeURIComponent(code)}/training-records`, {
      method: 'POST',
      schema: cycleDetailSchema,
    }),
  );

export const useRemoveEvidence = (id: string) =>
  useCycleWrite(id, (fileId: string) =>
    apiFetch(evidenceUrl(id, fileId), { method: 'DELETE', schema: cycleDetailSchema }),
  );

/** Uploads one evidence file as a form, as the server's multipart route expects. */
export const useUploadEvidence = (id: string) =>
  useCycleWrite(id, async ({ code, file }: { code: string; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    const response = await fetch(`${cyclePath(id)}/assessments/${encodeURIComponent(code)}/evidence`, {
      method: 'POST',
      credentials: 'same-origin',
      body: form,
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = (body as { error?: { code?: unknown; message?: string } } | null)?.error;
      const code = isErrorCode(error?.code) ? error.code : 'INTERNAL_ERROR';
      throw new ApiError(code, response.status, error?.message ?? 'No se pudo subir el archivo. Inténtelo de nuevo.');
    }
    return cycleDetailSchema.parse(body);
  });
