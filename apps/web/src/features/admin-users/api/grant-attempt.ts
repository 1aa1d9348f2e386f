import { grantAttemptResultSchema } from '@academia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { usersKeys } from './users';

/**
 * One more final-test attempt for a person who used them all without passing (the route's enrolments endpoint,
 * open to a Superadministrador and to the person's company's Responsable SST). The person's page is read again
 * before the mutation settles, so the row already shows the new limit when the dialog closes.
 */
export function useGrantAttempt(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (routeId: string) =>
      apiFetch(`/api/admin/routes/${encodeURIComponent(routeId)}/enrolments/${encodeURIComponent(userId)}/attempts`, {
        method: 'POST',
        schema: grantAttemptResultSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.detail(userId) }),
  });
}
