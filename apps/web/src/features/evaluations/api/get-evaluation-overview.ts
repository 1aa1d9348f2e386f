import { evaluationOverviewSchema, type EvaluationKind } from '@academia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { evaluationKeys } from './query-keys';

export function evaluationOverviewQueryOptions(routeId: string, kind: EvaluationKind, userId: string | null) {
  return queryOptions({
    queryKey: evaluationKeys.overview(routeId, kind, userId),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ routeId, kind });
      if (userId) params.set('userId', userId);
      return apiFetch(`/api/evaluations/overview?${params.toString()}`, { schema: evaluationOverviewSchema, signal });
    },
  });
}

/**
 * What the evaluation page needs before anything starts: whether the learner may start, attempts, and every past
 * session with its answers. `403` when a learner asks for someone else's sessions.
 */
export function useEvaluationOverview(routeId: string, kind: EvaluationKind, userId: string | null) {
  return useQuery(evaluationOverviewQueryOptions(routeId, kind, userId));
}
