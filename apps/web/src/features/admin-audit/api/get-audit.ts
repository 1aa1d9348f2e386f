import { auditListSchema } from '@academia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface AuditQuery {
  actor: string;
  action: string;
  entityId: string;
  /** Days as AAAA-MM-DD, both included. */
  from: string;
  to: string;
  q: string;
  page: number;
  pageSize: number;
}

export function auditQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
      for (const key of ['actor', 'action', 'entityId', 'from', 'to', 'q'] as const) {
        if (query[key]) params.set(key, query[key]);
      }
      return apiFetch(`/api/admin/audit?${params.toString()}`, { schema: auditListSchema, signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
