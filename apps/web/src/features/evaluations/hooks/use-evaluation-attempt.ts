import type {
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

/** "Pregunta 3: respuesta guardada." A new sentence for every answer, so a live region announces each one. */
export function recordedText(number: number): string {
  return `Pregunta ${String(number)}: respuesta guardada.`;
}

/**
 * One attempt of the learner's own evaluation, in local state: start (or resume), answer one item at a time, and
 * on each answer say it was recorded and go straight on to the next item or the result. Nothing tells whether an
 * answer was right while the attempt runs (ADR 018): a final test's keys are in its review once it ended. The
 * server holds the current item, so nothing is kept in the browser.
 */
export function useEvaluationAttempt({ routeId, kind, onFinished }: EvaluationAttemptOptions) {
  const queryClient = useQueryClient();
  const start = useStartEvaluation();
  const answer = useContinueEvaluation();
  const [phase, setPhase] = useState<AttemptPhase>({ name: 'overview' });
  const [notice, setNotice] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<string | null>(null);

  const reloadOverview = () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.overviews() });
  // The attempt ended: the history, the certificates and the route's own pages (locks, progress) changed.
  const afterFinish = () => {
    reloadOverview();
    void queryClient.invalidateQueries({ queryKey: myCertificatesKey });
    onFinished?.();
  };

  const begin = () => {
    answer.reset();
    setRecorded(null);
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
    const { sessionId, item, number } = phase;
    answer.mutate(
      { sessionId, itemId: item.id, answer: optionIds },
      {
        onSuccess: (response) => {
          // A late response for an item no longer on screen changes nothing.
          if (response.receipt.itemId !== item.id) return;
          const next = nextPhase(sessionId, response);
          setRecorded(recordedText(number));
          setNotice(null);
          setPhase((current) => (current.name === 'question' && current.item.id === item.id ? next : current));
          if (response.result) afterFinish();
          else if (next.name === 'overview') reloadOverview();
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
    /** "Pregunta N: respuesta guardada." after the last answer; for a polite live region. */
    recorded,
    starting: start.isPending,
    startError: start.isError ? start.error : null,
    answering: answer.isPending,
    answerError,
    begin,
    submitAnswer,
  };
}
