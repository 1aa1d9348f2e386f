import type { EvaluationKind } from '@academia/shared';
import { AppError } from '../../errors/app-error.js';
import { seedFromString, type AbilityEstimate, type CatItem, type CatStep } from './engine/index.js';
import type { BankItem, EvaluationSession, SessionChanges } from './evaluation.types.js';

/** The rules of a session's state, pure: what a new session looks like and what one more answer changes. */

/** A session in progress that shows `firstItemId`. */
export function newSession(input: {
  id: string;
  routeId: string;
  userId: string;
  kind: EvaluationKind;
  attempt: number;
  firstItemId: string;
  passMark: number;
  at: string;
}): EvaluationSession {
  return {
    id: input.id,
    routeId: input.routeId,
    userId: input.userId,
    kind: input.kind,
    attempt: input.attempt,
    status: 'in_progress',
    currentItemId: input.firstItemId,
    answered: 0,
    theta: 0,
    se: 1,
    score: null,
    passed: null,
    passMark: input.passMark,
    stopReason: null,
    mastery: null,
    // 31 bits: fits the integer column on PostgreSQL.
    seed: seedFromString(input.id) & 0x7fffffff,
    startedAt: input.at,
    finishedAt: null,
    updatedAt: input.at,
  };
}

/** The session after its `answered`-th answer: the new estimate, and the next item or the final result. */
export function changesAfterAnswer(
  session: EvaluationSession,
  answered: number,
  estimate: AbilityEstimate,
  step: CatStep<CatItem>,
  at: string,
): SessionChanges {
  const finished = step.kind === 'result' ? step.result : null;
  return {
    answered,
    theta: estimate.theta,
    se: estimate.se,
    currentItemId: step.kind === 'item' ? step.item.id : null,
    updatedAt: at,
    ...(finished && {
      status: 'finished',
      score: finished.score,
      passed: session.kind === 'test' ? finished.passed : null,
      stopReason: finished.stopReason,
      mastery: finished.mastery,
      finishedAt: at,
    }),
  };
}

/** The options chosen, each once; 400 when one is not an option of the item or a single-answer item gets several. */
export function chosenOptions(item: BankItem, answer: string[]): string[] {
  const known = new Set(item.options.map((option) => option.id));
  const chosen = [...new Set(answer)];
  if (!chosen.every((id) => known.has(id))) {
    throw new AppError('VALIDATION_FAILED', 'Alguna de las opciones elegidas no pertenece a la pregunta.');
  }
  if (item.kind !== 'multiple' && chosen.length !== 1) {
    throw new AppError('VALIDATION_FAILED', 'Esta pregunta admite una sola respuesta.');
  }
  return chosen;
}
