import { grantAttemptResultSchema } from '@academia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { routePath } from './get-admin-route';
import { adminRouteKeys } from './query-keys';

export function grantAttempt(routeId: string, userId: string) {
  return apiFetch(`${routePath(routeId)}/enrolments/${encodeURIComponent(userId)}/attempts`, {
    method: 'POST',
    schema: grantAttemptResultSchema,
  });
}

/** One more final-test attempt for a learner who used them all; the enrolments table then shows the new limit. */
export function useGrantAttempt(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => grantAttempt(routeId, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminRouteKeys.enrolments(routeId) }),
  });
}
