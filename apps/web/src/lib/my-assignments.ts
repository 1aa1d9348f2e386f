import { isPending, myAssignmentsSchema, type MyAssignment } from '@academia/shared';
import { apiFetch } from './api-client';
import { useDeferredQuery } from './use-deferred-query';

/** The one cache key of the signed-in learner's assigned routes (`GET /api/training-plans/mine`, decision 038). */
export const myAssignmentsKey = ['training-plans', 'mine'] as const;

/** The routes the learner still owes from their training plan, earliest due date first; done ones are left out. */
export function usePendingAssignments() {
  return useDeferredQuery({
    queryKey: myAssignmentsKey,
    queryFn: ({ signal }) => apiFetch('/api/training-plans/mine', { schema: myAssignmentsSchema, signal }),
    select: (list): MyAssignment[] => list.items.filter((item) => isPending(item.status)),
  });
}
