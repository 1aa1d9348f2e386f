import { adminNormListSchema, adminNormSchema, type NormInput, type NormStatusInput } from '@academia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminLibraryKeys, adminListParams, type AdminLibraryListQuery } from './query-keys';

const BASE = '/api/admin/library/norms';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function useAdminNorms(query: AdminLibraryListQuery) {
  return useQuery({
    queryKey: adminLibraryKeys.normList(query),
    queryFn: ({ signal }) => apiFetch(`${BASE}?${adminListParams(query)}`, { schema: adminNormListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export const NORM_OPTIONS_PAGE_SIZE = 20;

/** Live norms matching `q`, for choosing the one that replaces another. */
export function useNormOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: adminLibraryKeys.normOptions(q),
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}?${adminListParams({ q, deleted: false, page: 1, pageSize: NORM_OPTIONS_PAGE_SIZE })}`, {
        schema: adminNormListSchema,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** After any write: every admin list (a status change shows in other rows' "replaced by") and the learner pages. */
function useRefreshNorms() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminLibraryKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['library'] });
  };
}

export function useSaveNorm() {
  const refresh = useRefreshNorms();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: NormInput }) =>
      apiFetch(id ? path(id) : BASE, { method: id ? 'PUT' : 'POST', body: input, schema: adminNormSchema }),
    onSuccess: refresh,
  });
}

export function useChangeNormStatus() {
  const refresh = useRefreshNorms();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: NormStatusInput }) =>
      apiFetch(`${path(id)}/status`, { method: 'PATCH', body: input, schema: adminNormSchema }),
    onSuccess: refresh,
  });
}

export function useDeleteNorm() {
  const refresh = useRefreshNorms();
  return useMutation({ mutationFn: (id: string) => apiFetch(path(id), { method: 'DELETE' }), onSuccess: refresh });
}

export function useRestoreNorm() {
  const refresh = useRefreshNorms();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`${path(id)}/restore`, { method: 'POST', schema: adminNormSchema }),
    onSuccess: refresh,
  });
}
