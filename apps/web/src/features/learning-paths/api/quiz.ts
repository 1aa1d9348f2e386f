import { quizStateSchema, type AnswerQuizInput, type ContentItemView, type QuizState } from '@academia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateRouteProgress, itemPath, routeKeys } from './query-keys';

function useStoreQuizState(routeId: string, itemId: string) {
  const queryClient = useQueryClient();
  return (quiz: QuizState) => {
    queryClient.setQueryData<ContentItemView>(routeKeys.item(routeId, itemId), (old) => (old ? { ...old, quiz } : old));
    if (quiz.passed) {
      // Passing completes the item on the server: fetch its new progress (completion date) and the route's.
      void queryClient.invalidateQueries({ queryKey: routeKeys.item(routeId, itemId) });
      invalidateRouteProgress(queryClient, routeId);
    }
  };
}

/** Checks one answer; the server answers with feedback for it (and the score once every question is answered). */
export function useAnswerQuiz(routeId: string, itemId: string) {
  const store = useStoreQuizState(routeId, itemId);
  return useMutation({
    mutationFn: (input: AnswerQuizInput) =>
      apiFetch(`${itemPath(routeId, itemId)}/quiz/answers`, { method: 'POST', body: input, schema: quizStateSchema }),
    onSuccess: store,
  });
}

/** Starts a new attempt with every question unanswered. */
export function useRestartQuiz(routeId: string, itemId: string) {
  const store = useStoreQuizState(routeId, itemId);
  return useMutation({
    mutationFn: () =>
      apiFetch(`${itemPath(routeId, itemId)}/quiz/restart`, { method: 'POST', schema: quizStateSchema }),
    onSuccess: store,
  });
}
