import type { ItemParameters } from './engine.types.js';

export const DISCRIMINATION_BOUNDS = { min: 0.3, max: 2.5 } as const;
export const DIFFICULTY_BOUNDS = { min: -4, max: 4 } as const;

const MAX_NEWTON_STEPS = 25;
// A single Newton step of more than one logit is almost always an overshoot from a flat likelihood.
const MAX_STEP = 1;

export interface FitItemInput {
  nodes: readonly number[];
  /** Expected number of people at each node who answered the item (E-step output). */
  expected: ArrayLike<number>;
  /** Expected number of them who answered it right. */
  expectedRight: ArrayLike<number>;
  start: ItemParameters;
  /** false: Rasch, a stays 1. */
  estimateSlope: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * M-step for one item: maximises Σ_q r_q·log P(θ_q) + (n_q − r_q)·log(1 − P(θ_q)). In slope–intercept form
 * (logit = a·θ + c, c = −a·b) this is a weighted logistic regression, whose log-likelihood is concave, so Newton's
 * method is safe; each step is capped and then projected onto a ∈ [0.3, 2.5], b ∈ [−4, 4], which also keeps items
 * that everyone got right (or wrong) finite.
 */
export function fitItem(input: FitItemInput): ItemParameters {
  const { nodes, expected, expectedRight, start, estimateSlope } = input;
  let a = estimateSlope ? clamp(start.a, DISCRIMINATION_BOUNDS.min, DISCRIMINATION_BOUNDS.max) : 1;
  let c = -a * clamp(start.b, DIFFICULTY_BOUNDS.min, DIFFICULTY_BOUNDS.max);

  for (let step = 0; step < MAX_NEWTON_STEPS; step++) {
    let gradA = 0;
    let gradC = 0;
    let hAA = 0;
    let hAC = 0;
    let hCC = 0;
    nodes.forEach((theta, q) => {
      const n = expected[q] ?? 0;
      const p = 1 / (1 + Math.exp(-(a * theta + c)));
      const residual = (expectedRight[q] ?? 0) - n * p;
      const weight = n * p * (1 - p);
      gradA += residual * theta;
      gradC += residual;
      hAA += weight * theta * theta;
      hAC += weight * theta;
      hCC += weight;
    });

    let deltaA = 0;
    let deltaC: number;
    if (estimateSlope) {
      const det = hAA * hCC - hAC * hAC;
      if (!(det > 1e-12)) break;
      deltaA = (hCC * gradA - hAC * gradC) / det;
      deltaC = (hAA * gradC - hAC * gradA) / det;
    } else {
      if (!(hCC > 1e-12)) break;
      deltaC = gradC / hCC;
    }
    const size = Math.max(Math.abs(deltaA), Math.abs(deltaC));
    const scale = size > MAX_STEP ? MAX_STEP / size : 1;

    const nextA = estimateSlope ? clamp(a + scale * deltaA, DISCRIMINATION_BOUNDS.min, DISCRIMINATION_BOUNDS.max) : 1;
    const nextB = clamp(-(c + scale * deltaC) / nextA, DIFFICULTY_BOUNDS.min, DIFFICULTY_BOUNDS.max);
    const nextC = -nextA * nextB;
    const moved = Math.max(Math.abs(nextA - a), Math.abs(nextC - c));
    a = nextA;
    c = nextC;
    if (moved < 1e-9) break;
  }
  return { a, b: -c / a };
}
