import { signInResponseSchema, type signInInputSchema } from '@academia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { toCurrentUser } from './fetch-session';
import { storeSignedInUser } from './session';

export type SignInValues = z.output<typeof signInInputSchema>;

export function signIn(values: SignInValues) {
  return apiFetch('/api/auth/sign-in', { method: 'POST', body: values, schema: signInResponseSchema });
}

/** Signs in and stores the user; the entry-route guard then sends them on (remembered page or home). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => storeSignedInUser(queryClient, toCurrentUser(user)),
  });
}
