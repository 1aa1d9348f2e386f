import { messageResponseSchema, type AcceptInvitationInput } from '@academia/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Sets the first password of an invited account with the token of the e-mailed link. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (values: AcceptInvitationInput) =>
      apiFetch('/api/auth/invitation/accept', { method: 'POST', body: values, schema: messageResponseSchema }),
  });
}
