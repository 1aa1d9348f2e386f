import { certificateListSchema, type Certificate } from '@academia/shared';
import { apiFetch } from './api-client';
import { useDeferredQuery } from './use-deferred-query';

/**
 * The one cache key of the signed-in learner's certificates (`GET /api/certificates`). The evaluation pages mark it
 * stale when an attempt ends (a passed final test issues one); the route page and "Mi avance" read it.
 */
export const myCertificatesKey = ['certificates', 'mine'] as const;

type CertificateList = { items: Certificate[] };

interface MyCertificatesOptions<T> {
  /** What the caller keeps of the list (e.g. sorted); the cache holds the server's answer as it came. */
  select?: (list: CertificateList) => T;
  /** `'always'` where a certificate issued a moment ago, elsewhere in the app, must show. */
  refetchOnMount?: boolean | 'always';
}

/** The signed-in learner's certificates. */
export function useMyCertificates<T = CertificateList>({ select, refetchOnMount }: MyCertificatesOptions<T> = {}) {
  return useDeferredQuery({
    queryKey: myCertificatesKey,
    queryFn: ({ signal }) => apiFetch('/api/certificates', { schema: certificateListSchema, signal }),
    select,
    refetchOnMount,
  });
}
