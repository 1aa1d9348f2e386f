import { certificateVerificationSchema } from '@academia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { evaluationKeys } from './query-keys';

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
