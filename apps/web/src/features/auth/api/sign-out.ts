import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { storeSignedOut } from './session';

async function signOut(): Promise<void> {
  try {
    await apiFetch('/api/auth/sign-out', { method: 'POST' });
  } catch (error) {
    // A session that already ended is as good as signed out.
    if (!isApiError(error) || error.code !== 'UNAUTHENTICATED') throw error;
  }
}

/**
 * Ends the server session, then forgets the user and every cached answer. The route guards see no user and go to
 * `/` without remembering the page (the person chose to leave).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => storeSignedOut(queryClient, 'sign-out'),
  });
}
