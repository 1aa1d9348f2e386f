import { certificateListSchema, certificateVerificationSchema } from '@academia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { evaluationKeys } from './query-keys';

/** The signed-in learner's certificates. */
export function useMyCertificates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: evaluationKeys.certificates(),
    queryFn: ({ signal }) => apiFetch('/api/certificates', { schema: certificateListSchema, signal }),
    enabled,
  });
}

export function certificateVerificationQueryOptions(code: string) {
  return queryOptions({
    queryKey: evaluationKeys.verification(code),
    queryFn: ({ signal }) =>
      apiFetch(`/api/public/certificates/${encodeURIComponent(code)}`, {
        schema: certificateVerificationSchema,
        signal,
      }),
  });
}

/** Public, no sign-in: `404` when no certificate has this code. */
export function useCertificateVerification(code: string) {
  return useQuery(certificateVerificationQueryOptions(code));
}
