import { learnerProgressSchema, type LearnerProgress } from '@academia/shared';
import { apiFetch } from '../../../lib/api-client';
import { myProgressKeys } from './query-keys';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

/**
 * The learner's routes with progress, time and scores, and their weekly completions (`GET /api/learner/progress`),
 * or the part of it `select` picks (every section reads the same cached answer). Progress changes on other
 * features' pages, whose caches this feature does not know: fetch again on every opening.
 */
export function useLearnerProgress<T = LearnerProgress>(select?: (progress: LearnerProgress) => T) {
  return useDeferredQuery({
    queryKey: myProgressKeys.report(),
    queryFn: ({ signal }) => apiFetch('/api/learner/progress', { schema: learnerProgressSchema, signal }),
    select,
    refetchOnMount: 'always',
  });
}
