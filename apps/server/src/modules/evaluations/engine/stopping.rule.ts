import type { CatConfig } from './cat.config.js';
import { DEFAULT_CAT_CONFIG } from './cat.config.js';

export type StopReason = 'precision' | 'max_items' | 'bank_exhausted';

export interface StopDecisionInput {
  answeredCount: number;
  /** Standard error of the current ability estimate. */
  se: number;
  /** The current ability estimate; needed only when `passMarkHoldZ` > 0. */
  theta?: number;
  /** The ability at the pass mark (`abilityAtPassMark`); needed only when `passMarkHoldZ` > 0. */
  cutTheta?: number;
  /** Unanswered items left in the bank. */
  remaining: number;
  config?: Partial<Pick<CatConfig, 'minItems' | 'maxItems' | 'targetSe' | 'passMarkHoldZ'>>;
}

export type StopDecision = { stop: true; reason: StopReason } | { stop: false; reason: null };

/**
 * Whether the test ends now. It never ends before `minItems` answers unless the bank is exhausted; from then on it
 * ends when SE ≤ `targetSe` or at `maxItems`. When several reasons hold, the most informative one is reported:
 * precision first, then the length cap, then an exhausted bank.
 *
 * The SE is the EAP's posterior SD, so it includes the N(0, 1) prior. While the estimate lies within
 * `passMarkHoldZ` standard errors of the ability at the pass mark, the precision stop waits (ADR 053): for that
 * learner pass or fail is still a coin toss, so the test goes on, up to `maxItems`.
 */
export function stopDecision(input: StopDecisionInput): StopDecision {
  const { answeredCount, se, remaining, theta, cutTheta } = input;
  const { minItems, maxItems, targetSe, passMarkHoldZ } = { ...DEFAULT_CAT_CONFIG, ...input.config };
  const inDoubt =
    passMarkHoldZ > 0 &&
    theta !== undefined &&
    cutTheta !== undefined &&
    Math.abs(theta - cutTheta) < passMarkHoldZ * se;
  if (answeredCount >= minItems && se <= targetSe && !inDoubt) return { stop: true, reason: 'precision' };
  if (answeredCount >= maxItems) return { stop: true, reason: 'max_items' };
  if (remaining <= 0) return { stop: true, reason: 'bank_exhausted' };
  return { stop: false, reason: null };
}
