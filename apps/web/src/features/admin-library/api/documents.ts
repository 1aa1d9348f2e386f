import { adminDocumentListSchema, adminDocumentSchema, type DocumentInput } from '@academia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminLibraryKeys, adminListParams, type AdminLibraryListQuery } from './query-keys';

const BASE = '/api/admin/library/documents';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function useAdminDocuments(query: AdminLibraryListQuery) {
  return useQuery({
    queryKey: adminLibraryKeys.documentList(query),
    queryFn: ({ signal }) => apiFetch(`${BASE}?${adminListParams(query)}`, { schema: adminDocumentListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After any write: the lists (live and deleted) and the learner pages' caches are refetched when next shown. */
function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminLibraryKeys.documents() });
    void queryClient.invalidateQueries({ queryKey: ['library'] });
  };
}

export function useSaveDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DocumentInput }) =>
      apiFetch(id ? path(id) : BASE, { method: id ? 'PUT' : 'POST', body: input, schema: adminDocumentSchema }),
    onSuccess: refresh,
  });
}

export function useDeleteDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (id: string) => apiFetch(path(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useRestoreDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`${path(id)}/restore`, { method: 'POST', schema: adminDocumentSchema }),
    onSuccess: refresh,
  });
}
