export interface AdminLibraryListQuery {
  q: string;
  /** Soft-deleted entries instead of the live ones. */
  deleted: boolean;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

/** Every cache key of this feature starts with `['admin', 'library']`, so one call can refresh them all. */
export const adminLibraryKeys = {
  all: ['admin', 'library'] as const,
  documents: () => [...adminLibraryKeys.all, 'documents'] as const,
  documentList: (query: AdminLibraryListQuery) => [...adminLibraryKeys.documents(), query] as const,
  norms: () => [...adminLibraryKeys.all, 'norms'] as const,
  normList: (query: AdminLibraryListQuery) => [...adminLibraryKeys.norms(), query] as const,
  /** Norms the replacement picker offers, by search text. */
  normOptions: (q: string) => [...adminLibraryKeys.all, 'norm-options', q] as const,
};

export function adminListParams({ q, deleted, page, pageSize }: AdminLibraryListQuery): string {
  const params = new URLSearchParams({ deleted: deleted ? '1' : '0', page: String(page), pageSize: String(pageSize) });
  if (q) params.set('q', q);
  return params.toString();
}
