import { documentDetailSchema, documentListSchema, type ListDocumentsQuery } from '@academia/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { libraryKeys, listSearchParams } from './query-keys';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

/** A page of the educational library, searched and filtered by the server. */
export function useDocuments(query: ListDocumentsQuery) {
  return useDeferredQuery({
    queryKey: libraryKeys.documentList(query),
    queryFn: ({ signal }) =>
      apiFetch(`/api/library/documents?${listSearchParams(query)}`, { schema: documentListSchema, signal }),
    // Keep the current cards while the next search loads, instead of flashing an empty page.
    placeholderData: keepPreviousData,
  });
}

export function useDocument(id: string) {
  return useDeferredQuery({
    queryKey: libraryKeys.document(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/library/documents/${encodeURIComponent(id)}`, { schema: documentDetailSchema, signal }),
  });
}
