import type { ListDocumentsQuery, ListNormsQuery } from '@academia/shared';

/** Every cache key of the library pages starts with `['library']`, so a favourite can update all copies at once. */
export const libraryKeys = {
  all: ['library'] as const,
  documentLists: () => ['library', 'documents', 'list'] as const,
  documentList: (query: ListDocumentsQuery) => ['library', 'documents', 'list', query] as const,
  document: (id: string) => ['library', 'documents', 'detail', id] as const,
  normLists: () => ['library', 'norms', 'list'] as const,
  normList: (query: ListNormsQuery) => ['library', 'norms', 'list', query] as const,
  norm: (id: string) => ['library', 'norms', 'detail', id] as const,
};

/** The query string of a list request: only the filters that are set. */
export function listSearchParams(query: ListDocumentsQuery | ListNormsQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
