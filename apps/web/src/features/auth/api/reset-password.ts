import { messageResponseSchema, type resetConfirmInputSchema, type resetRequestInputSchema } from '@academia/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export type ResetRequestValues = z.output<typeof resetRequestInputSchema>;
export type ResetConfirmValues = z.output<typeof resetConfirmInputSchema>;

/** Sends the code and link by e-mail; the same answer whether or not the address is registered. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (values: ResetRequestValues) =>
      apiFetch('/api/auth/password-reset/request', { method: 'POST', body: values, schema: messageResponseSchema }),
  });
}

/** Sets the new password with either the e-mailed code (plus the address) or the token of the e-mailed link. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (values: ResetConfirmValues) =>
      apiFetch('/api/auth/password-reset/confirm', { method: 'POST', body: values, schema: messageResponseSchema }),
  });
}
