import type { AbilityEstimate, ItemParameters } from './engine.types.js';
import { logLikelihood } from './irt.model.js';
import { normalLogDensity, quadratureNodes } from './normal.util.js';

export interface AbilityEstimateOptions {
  /** Quadrature nodes; 81 on [−4, 4] is a step of 0.1, far finer than any SE the test reaches. */
  points?: number;
  min?: number;
  max?: number;
  /** Normal prior on θ; the reference population is N(0, 1). */
  priorMean?: number;
  priorSd?: number;
}

/** A scored answer with the item's parameters; `CatResponse` fits. */
export type ScoredAnswer = ItemParameters & { correct: boolean };

const DEFAULT_POINTS = 81;
const DEFAULT_MIN = -4;
const DEFAULT_MAX = 4;

// The default grid is built once: the estimator runs after every answer and thousands of times in simulations.
const DEFAULT_NODES = quadratureNodes(DEFAULT_POINTS, DEFAULT_MIN, DEFAULT_MAX);

/**
 * Expected a posteriori (EAP) ability: the posterior mean of θ under the 2PL likelihood of `answers` and a normal
 * prior (N(0, 1) by default), integrated on a fixed grid (81 points on [−4, 4]). `se` is the posterior SD.
 *
 * The log-posterior is summed per node and shifted by its maximum before exponentiating, so long or extreme
 * response patterns neither underflow nor overflow. With no answers the result is the prior: θ = 0, SE ≈ 1
 * (slightly under 1 because the grid cuts the tails beyond ±4).
 */
export function estimateAbility(
  answers: readonly ScoredAnswer[],
  options: AbilityEstimateOptions = {},
): AbilityEstimate {
  const { points = DEFAULT_POINTS, min = DEFAULT_MIN, max = DEFAULT_MAX, priorMean = 0, priorSd = 1 } = options;
  const nodes =
    points === DEFAULT_POINTS && min === DEFAULT_MIN && max === DEFAULT_MAX
      ? DEFAULT_NODES
      : quadratureNodes(points, min, max);

  // Plain loops over a typed array: this runs after every answer and dominates the cost of simulations.
  const logPosterior = new Float64Array(nodes.length);
  nodes.forEach((theta, q) => {
    logPosterior[q] = normalLogDensity(theta, priorMean, priorSd);
  });
  for (const answer of answers) {
    for (let q = 0; q < nodes.length; q++) {
      logPosterior[q] = (logPosterior[q] ?? 0) + logLikelihood(nodes[q] ?? 0, answer, answer.correct);
    }
  }
  let peak = -Infinity;
  for (const value of logPosterior) peak = Math.max(peak, value);

  const weights = logPosterior.map((value) => Math.exp(value - peak));
  let mass = 0;
  let first = 0;
  weights.forEach((weight, q) => {
    mass += weight;
    first += weight * (nodes[q] ?? 0);
  });
  const theta = first / mass;
  // A second pass rather than E[θ²] − E[θ]², which cancels badly once the posterior is narrow.
  let second = 0;
  weights.forEach((weight, q) => {
    second += weight * ((nodes[q] ?? 0) - theta) ** 2;
  });
  const variance = second / mass;
  return { theta, se: Math.sqrt(variance) };
}
