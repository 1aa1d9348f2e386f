import type { AttemptView, Debrief, AnswerInput, StepFeedback } from '@academia/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * How the player talks to whoever runs the scenario: the server for a learner's attempt, or the shared engine in the
 * browser for the editor's preview. The player itself never knows which.
 */
export interface PlayerDriver {
  answer: (attemptId: string, input: AnswerInput) => Promise<{ feedback: StepFeedback; attempt: AttemptView }>;
  debrief: (attemptId: string) => Promise<Debrief>;
}

export interface AnsweredStep {
  input: AnswerInput;
  feedback: StepFeedback;
  /** The attempt after this answer: its next situation, or finished. */
  next: AttemptView;
}

/**
 * One attempt on screen: the current situation, the feedback of the answer just given (the situation stays until
 * «Continuar»), then the next situation, and at the end the debrief.
 */
export function useScenarioPlayer(initial: AttemptView, driver: PlayerDriver, onFinished?: () => void) {
  const [attempt, setAttempt] = useState(initial);
  const [answered, setAnswered] = useState<AnsweredStep | null>(null);
  const [debrief, setDebrief] = useState<Debrief | null>(null);

  const answer = useMutation({
    mutationFn: (input: AnswerInput) => driver.answer(attempt.id, input),
    onSuccess: (result, input) => {
      setAnswered({ input, feedback: result.feedback, next: result.attempt });
      if (result.attempt.status === 'finished') onFinished?.();
    },
  });
  const loadDebrief = useMutation({
    mutationFn: () => driver.debrief(attempt.id),
    onSuccess: (result) => setDebrief(result),
  });

  /** «Continuar»: on to the situation the answer led to (an outcome included), or to the debrief. */
  const proceed = () => {
    if (!answered) return;
    if (!answered.next.current) {
      loadDebrief.mutate();
      return;
    }
    setAttempt(answered.next);
    setAnswered(null);
    answer.reset();
  };

  return {
    attempt,
    answered,
    debrief,
    submit: (input: AnswerInput) => {
      if (!answered && !answer.isPending) answer.mutate(input);
    },
    submitting: answer.isPending ? answer.variables : null,
    answerError: answer.isError ? answer.error : null,
    proceed,
    /** «Ver el resumen» on the outcome that ended the attempt. */
    showDebrief: () => loadDebrief.mutate(),
    loadingDebrief: loadDebrief.isPending,
    debriefError: loadDebrief.isError ? loadDebrief.error : null,
  };
}
