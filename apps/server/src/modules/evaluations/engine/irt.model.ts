import type { ItemLevel, ItemParameters } from './engine.types.js';

/*
 * Two-parameter logistic model on the logistic metric: P(θ) = 1 / (1 + exp(−a(θ − b))), with D = 1 everywhere in
 * the engine (no 1.7 scaling constant). Multiply `a` by 1.7 to compare with normal-ogive parameters from the
 * literature. θ is on the scale of the reference population, which the prior and the calibration fix at N(0, 1).
 */

/** Discrimination given to an item that has not been calibrated. */
export const DEFAULT_DISCRIMINATION = 1;

const LEVEL_DIFFICULTY: Readonly<Record<ItemLevel, number>> = { easy: -1, medium: 0, hard: 1 };

/**
 * Starting difficulty for an item the author rated fácil/medio/difícil: −1, 0 or +1 logit. With a = 1 an average
 * learner (θ = 0) answers them right about 73 %, 50 % and 27 % of the time.
 */
export function difficultyForLevel(level: ItemLevel): number {
  return LEVEL_DIFFICULTY[level];
}

/** Probability of a correct answer at ability θ under the 2PL model (D = 1). */
export function probabilityCorrect(theta: number, item: ItemParameters): number {
  return 1 / (1 + Math.exp(-item.a * (theta - item.b)));
}

/** log(1 + exp(x)) without overflow for large x or loss of precision for very negative x. */
function softplus(x: number): number {
  return x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x));
}

/**
 * Log-likelihood of one answer. Written with softplus so that a very easy item answered wrong (P ≈ 1) gives a large
 * finite penalty instead of log(0) = −∞.
 */
export function logLikelihood(theta: number, item: ItemParameters, correct: boolean): number {
  const z = item.a * (theta - item.b);
  return correct ? -softplus(-z) : -softplus(z);
}

/** Fisher information of an item at θ: a²·P·(1 − P); it peaks at θ = b with value a²/4. */
export function itemInformation(theta: number, item: ItemParameters): number {
  const p = probabilityCorrect(theta, item);
  return item.a * item.a * p * (1 - p);
}
