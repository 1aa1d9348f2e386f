import { messageResponseSchema, type signUpInputSchema } from '@academia/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export type SignUpValues = z.output<typeof signUpInputSchema>;

/** The answer (202) never says whether the address already had an account. */
export function signUp(values: SignUpValues) {
  return apiFetch('/api/auth/sign-up', { method: 'POST', body: values, schema: messageResponseSchema });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
