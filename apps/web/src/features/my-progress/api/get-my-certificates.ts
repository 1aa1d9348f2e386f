import { certificateListSchema, type Certificate } from '@academia/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { myProgressKeys } from './query-keys';

/** Newest first. */
function newestFirst({ items }: { items: Certificate[] }): Certificate[] {
  return [...items].sort((a, b) => Date.parse(b.issuedAt) - Date.parse(a.issuedAt));
}

/**
 * The learner's certificates (`GET /api/certificates`), newest first. A final test passed a moment ago issues one:
 * fetch again on every opening.
 */
export function useMyCertificates() {
  return useQuery({
    queryKey: myProgressKeys.certificates(),
    queryFn: ({ signal }) => apiFetch('/api/certificates', { schema: certificateListSchema, signal }),
    select: newestFirst,
    refetchOnMount: 'always',
  });
}
