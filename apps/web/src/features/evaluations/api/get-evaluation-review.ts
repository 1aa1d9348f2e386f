import { evaluationReviewSchema } from '@academia/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { evaluationKeys } from './query-keys';

/**
 * The review of an ended session: each answer with the right one and the explanation. 404 for someone else's
 * session, 409 `REVIEW_NOT_AVAILABLE` while it runs or for a learner's own pre-test; neither changes on retry.
 */
export function useEvaluationReview(sessionId: string) {
  return useQuery({
    queryKey: evaluationKeys.review(sessionId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/evaluations/${encodeURIComponent(sessionId)}/review`, { schema: evaluationReviewSchema, signal }),
    retry: false,
  });
}
