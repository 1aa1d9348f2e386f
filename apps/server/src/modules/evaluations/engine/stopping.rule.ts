import type { CatConfig } from './cat.config.js';
import { DEFAULT_CAT_CONFIG } from './cat.config.js';

export type StopReason = 'precision' | 'max_items' | 'bank_exhausted';

export interface StopDecisionInput {
  answeredCount: number;
  /** Standard error of the current ability estimate. */
  se: number;
  /** Unanswered items left in the bank. */
  remaining: number;
  config?: Partial<Pick<CatConfig, 'minItems' | 'maxItems' | 'targetSe'>>;
}

export type StopDecision = { stop: true; reason: StopReason } | { stop: false; reason: null };

/**
 * Whether the test ends now. It never ends before `minItems` answers unless the bank is exhausted; from then on it
 * ends when SE ≤ `targetSe` or at `maxItems`. When several reasons hold, the most informative one is reported:
 * precision first, then the length cap, then an exhausted bank.
 */
export function stopDecision(input: StopDecisionInput): StopDecision {
  const { answeredCount, se, remaining } = input;
  const { minItems, maxItems, targetSe } = { ...DEFAULT_CAT_CONFIG, ...input.config };
  if (answeredCount >= minItems && se <= targetSe) return { stop: true, reason: 'precision' };
  if (answeredCount >= maxItems) return { stop: true, reason: 'max_items' };
  if (remaining <= 0) return { stop: true, reason: 'bank_exhausted' };
  return { stop: false, reason: null };
}
