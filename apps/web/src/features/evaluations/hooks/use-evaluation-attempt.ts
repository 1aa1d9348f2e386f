import type {
  AnswerFeedback,
  ContinueEvaluationResponse,
  EvaluationItem,
  EvaluationKind,
  EvaluationProgress,
  EvaluationResult,
  StartEvaluationResponse,
} from '@academia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { myCertificatesKey } from '../../../lib/my-certificates';
import { useContinueEvaluation, useStartEvaluation } from '../api/evaluation-session';
import { evaluationKeys } from '../api/query-keys';
import { ITEM_NOT_CURRENT_TEXT } from '../utils/texts';

export type AttemptPhase =
  | { name: 'overview' }
  | {
      name: 'question';
      sessionId: string;
      /** 1 for the first item of the session. */
      number: number;
      item: EvaluationItem;
      progress: EvaluationProgress;
      /** The server's answer once this item was answered: its feedback and what comes next. */
      answered: { feedback: AnswerFeedback; next: ContinueEvaluationResponse } | null;
    }
  | { name: 'result'; result: EvaluationResult };

/**
 * Where an answer from the server leads (starting, or after an answer): its next item, the result, or (neither: the
 * session closed meanwhile) back to the overview.
 */
function nextPhase(
  sessionId: string,
  next: Pick<StartEvaluationResponse, 'item' | 'progress' | 'result'>,
): AttemptPhase {
  if (next.item) {
    return {
      name: 'question',
      sessionId,
      number: next.progress.answered + 1,
      item: next.item,
      progress: next.progress,
      answered: null,
    };
  }
  if (next.result) return { name: 'result', result: next.result };
  return { name: 'overview' };
}

interface EvaluationAttemptOptions {
  routeId: string;
  kind: EvaluationKind;
  /** Called when an attempt ends: the route's pages show locks and progress that changed with it. */
  onFinished: (() => void) | undefined;
}

/**
 * One attempt of the learner's own evaluation, in local state: start (or resume), answer one item at a time, go on
 * to the next item or the result. The server holds the current item, so nothing is kept in the browser.
 */
export function useEvaluationAttempt({ routeId, kind, onFinished }: EvaluationAttemptOptions) {
  const queryClient = useQueryClient();
  const start = useStartEvaluation();
  const answer = useContinueEvaluation();
  const [phase, setPhase] = useState<AttemptPhase>({ name: 'overview' });
  const [notice, setNotice] = useState<string | null>(null);

  const reloadOverview = () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.overviews() });
  // The attempt ended: the history, the certificates and the route's own pages (locks, progress) changed.
  const afterFinish = () => {
    reloadOverview();
    void queryClient.invalidateQueries({ queryKey: myCertificatesKey });
    onFinished?.();
  };

  const begin = () => {
    answer.reset();
    start.mutate(
      { routeId, kind },
      {
        onSuccess: (response) => {
          const next = nextPhase(response.sessionId, response);
          setPhase(next);
          if (next.name === 'result') afterFinish();
          if (next.name === 'overview') reloadOverview();
        },
        // Attempts used up, no bank, locked meanwhile…: the overview says what holds now.
        onError: reloadOverview,
      },
    );
  };

  const submitAnswer = (optionIds: string[]) => {
    if (phase.name !== 'question') return;
    const { sessionId, item } = phase;
    answer.mutate(
      { sessionId, itemId: item.id, answer: optionIds },
      {
        onSuccess: (response) => {
          setPhase((current) =>
            current.name === 'question' && current.item.id === response.feedback.itemId
              ? { ...current, progress: response.progress, answered: { feedback: response.feedback, next: response } }
              : current,
          );
          if (response.result) afterFinish();
        },
        onError: (error) => {
          // Answered elsewhere (another tab) or the session moved on: resume at the item the server holds.
          if (isApiError(error) && error.code === 'ITEM_NOT_CURRENT') {
            setNotice(ITEM_NOT_CURRENT_TEXT);
            reloadOverview();
            begin();
          }
        },
      },
    );
  };

  const goNext = () => {
    if (phase.name !== 'question' || !phase.answered) return;
    // The result was already reported (`afterFinish`) when the last answer came back.
    const next = nextPhase(phase.sessionId, phase.answered.next);
    answer.reset();
    setNotice(null);
    setPhase(next);
    if (next.name === 'overview') reloadOverview();
  };

  // The error of the answer to the item on screen; ITEM_NOT_CURRENT is handled above (notice and resume).
  const answerError =
    phase.name === 'question' &&
    answer.isError &&
    answer.variables.itemId === phase.item.id &&
    !(isApiError(answer.error) && answer.error.code === 'ITEM_NOT_CURRENT')
      ? answer.error
      : null;

  return {
    phase,
    /** Said above the item, e.g. after resuming at another item. */
    notice,
    starting: start.isPending,
    startError: start.isError ? start.error : null,
    answering: answer.isPending,
    answerError,
    begin,
    submitAnswer,
    goNext,
  };
}
