import {
  continueEvaluationResponseSchema,
  startEvaluationResponseSchema,
  type ContinueEvaluationInput,
  type StartEvaluationInput,
} from '@academia/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Starts an attempt, or resumes the open one (the server answers with the item that was on screen). */
export function useStartEvaluation() {
  return useMutation({
    mutationFn: (input: StartEvaluationInput) =>
      apiFetch('/api/evaluations/start', { method: 'POST', body: input, schema: startEvaluationResponseSchema }),
  });
}

export interface ContinueVariables extends ContinueEvaluationInput {
  sessionId: string;
}

/**
 * Sends the answer to the current item. Safe to repeat: for an item already answered the server returns the stored
 * outcome, so a retry after a lost answer never counts twice.
 */
export function useContinueEvaluation() {
  return useMutation({
    mutationFn: ({ sessionId, itemId, answer }: ContinueVariables) =>
      apiFetch(`/api/evaluations/${encodeURIComponent(sessionId)}/continue`, {
        method: 'POST',
        body: { itemId, answer } satisfies ContinueEvaluationInput,
        schema: continueEvaluationResponseSchema,
      }),
  });
}
