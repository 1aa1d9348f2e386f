import { describe, expect, it } from 'vitest';
import { estimateAbility } from './ability.estimator.js';
import { probabilityCorrect } from './irt.model.js';
import { createRandom } from './random.util.js';
import { weightedLikelihoodAbility } from './weighted-likelihood.estimator.js';

const items = Array.from({ length: 15 }, (_, i) => ({ a: 1.2, b: -2 + (4 * i) / 14 }));

function meanEstimates(truth: number, runs: number) {
  const random = createRandom(Math.round(truth * 1000) + 17);
  let wle = 0;
  let eap = 0;
  for (let run = 0; run < runs; run++) {
    const answers = items.map((item) => ({ ...item, correct: random() < probabilityCorrect(truth, item) }));
    wle += weightedLikelihoodAbility(answers).theta;
    eap += estimateAbility(answers).theta;
  }
  return { wle: wle / runs, eap: eap / runs };
}

describe('weightedLikelihoodAbility', () => {
  it('stays finite for all-right and all-wrong patterns', () => {
    const right = weightedLikelihoodAbility(items.map((item) => ({ ...item, correct: true })));
    const wrong = weightedLikelihoodAbility(items.map((item) => ({ ...item, correct: false })));
    expect(right.theta).toBeGreaterThan(2);
    expect(right.theta).toBeLessThanOrEqual(4);
    expect(wrong.theta).toBeLessThan(-2);
    expect(wrong.theta).toBeGreaterThanOrEqual(-4);
  });

  it('is symmetric: mirrored items and answers give the mirrored estimate', () => {
    const answers = items.map((item, i) => ({ ...item, correct: i % 3 !== 0 }));
    const mirrored = items.map((item, i) => ({ a: item.a, b: -item.b, correct: i % 3 === 0 }));
    expect(weightedLikelihoodAbility(mirrored).theta).toBeCloseTo(-weightedLikelihoodAbility(answers).theta, 3);
  });

  it('is far less biased than the N(0, 1) EAP for a strong learner (θ = 2)', () => {
    const { wle, eap } = meanEstimates(2, 600);
    expect(Math.abs(wle - 2)).toBeLessThan(0.15);
    expect(eap - 2).toBeLessThan(-0.25);
  });

  it('matches the EAP closely near the middle of the scale', () => {
    const { wle, eap } = meanEstimates(0, 600);
    expect(Math.abs(wle)).toBeLessThan(0.1);
    expect(Math.abs(wle - eap)).toBeLessThan(0.1);
  });
});
