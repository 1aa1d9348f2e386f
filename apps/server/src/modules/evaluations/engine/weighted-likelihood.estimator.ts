import type { ScoredAnswer } from './ability.estimator.js';
import type { AbilityEstimate } from './engine.types.js';
import { itemInformation, logLikelihood } from './irt.model.js';

/*
 * Warm's weighted-likelihood estimate (WLE, Warm 1989). For the 2PL without guessing it is the θ that maximises
 * log L(θ) + ½ log I(θ), the likelihood weighted by the square root of the test information. Unlike the EAP it has
 * no N(0, 1) prior pulling learners toward the mean, so it is nearly unbiased at the extremes (ADR 041), and unlike
 * the plain maximum likelihood it stays finite when every answer is right or every answer is wrong.
 */

const MIN = -4;
const MAX = 4;
const STEP = 0.01;

function objective(theta: number, answers: readonly ScoredAnswer[]): { value: number; information: number } {
  let value = 0;
  let information = 0;
  for (const answer of answers) {
    value += logLikelihood(theta, answer, answer.correct);
    information += itemInformation(theta, answer);
  }
  return { value: value + 0.5 * Math.log(information), information };
}

/**
 * WLE of θ on [−4, 4] (a grid of 0.01 logit, then a parabolic refinement) with SE = 1 / √I(θ̂). With no answers
 * there is nothing to weigh: θ = 0 and SE = ∞.
 */
export function weightedLikelihoodAbility(answers: readonly ScoredAnswer[]): AbilityEstimate {
  if (answers.length === 0) return { theta: 0, se: Infinity };
  let best = MIN;
  let bestValue = -Infinity;
  for (let theta = MIN; theta <= MAX + 1e-9; theta += STEP) {
    const { value } = objective(theta, answers);
    if (value > bestValue) {
      bestValue = value;
      best = theta;
    }
  }
  // A parabola through the best node and its neighbours locates the maximum between nodes.
  if (best > MIN && best < MAX) {
    const left = objective(best - STEP, answers).value;
    const right = objective(best + STEP, answers).value;
    const curvature = left - 2 * bestValue + right;
    if (curvature < 0) best += (STEP * (left - right)) / (2 * curvature);
  }
  const theta = Math.min(MAX, Math.max(MIN, best));
  return { theta, se: 1 / Math.sqrt(objective(theta, answers).information) };
}
