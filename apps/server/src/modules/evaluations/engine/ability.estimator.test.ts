import { describe, expect, it } from 'vitest';
import { estimateAbility } from './ability.estimator.js';
import type { ScoredAnswer } from './ability.estimator.js';

/** Posterior mean and SD by composite Simpson on [−10, 10] with 4,000 intervals: independent of the EAP grid. */
function simpsonPosterior(answers: readonly ScoredAnswer[]): { mean: number; sd: number } {
  const intervals = 4000;
  const h = 20 / intervals;
  let m0 = 0;
  let m1 = 0;
  let m2 = 0;
  for (let i = 0; i <= intervals; i++) {
    const theta = -10 + i * h;
    let density = Math.exp(-0.5 * theta * theta);
    for (const { a, b, correct } of answers) {
      const p = 1 / (1 + Math.exp(-a * (theta - b)));
      density *= correct ? p : 1 - p;
    }
    const weight = i === 0 || i === intervals ? 1 : i % 2 === 1 ? 4 : 2;
    m0 += weight * density;
    m1 += weight * density * theta;
    m2 += weight * density * theta * theta;
  }
  const mean = m1 / m0;
  return { mean, sd: Math.sqrt(m2 / m0 - mean * mean) };
}

describe('estimateAbility (EAP, N(0, 1) prior)', () => {
  it('matches Simpson integration for one right answer on a = 1, b = 0', () => {
    const answers = [{ a: 1, b: 0, correct: true }];
    const exact = simpsonPosterior(answers);
    const estimate = estimateAbility(answers);
    // 0.41324 by high-precision quadrature; the 81-point grid on [−4, 4] is about 2e-4 off because it cuts the tail.
    expect(exact.mean).toBeCloseTo(0.41324, 4);
    expect(estimate.theta).toBeCloseTo(exact.mean, 3);
    expect(estimate.se).toBeCloseTo(exact.sd, 3);
  });

  it('matches Simpson integration for a mixed pattern on varied items', () => {
    const answers = [
      { a: 1.4, b: -1, correct: true },
      { a: 0.8, b: 0.5, correct: false },
      { a: 2.1, b: 0.2, correct: true },
      { a: 1.1, b: 1.3, correct: false },
    ];
    const exact = simpsonPosterior(answers);
    const estimate = estimateAbility(answers);
    expect(estimate.theta).toBeCloseTo(exact.mean, 3);
    expect(estimate.se).toBeCloseTo(exact.sd, 3);
  });

  it('returns the prior with no answers', () => {
    const { theta, se } = estimateAbility([]);
    expect(theta).toBeCloseTo(0, 10);
    expect(se).toBeCloseTo(1, 2);
  });

  it('grows with each further right answer and the SE shrinks', () => {
    const estimates = [1, 2, 3, 4, 5].map((n) =>
      estimateAbility(Array.from({ length: n }, () => ({ a: 1, b: 0, correct: true }))),
    );
    for (let i = 1; i < estimates.length; i++) {
      expect(estimates[i]?.theta).toBeGreaterThan(estimates[i - 1]?.theta ?? Infinity);
      expect(estimates[i]?.se).toBeLessThan(estimates[i - 1]?.se ?? 0);
    }
    expect(estimates[0]?.theta).toBeGreaterThan(0);
  });

  it('is antisymmetric: flipping every answer and difficulty negates θ and keeps the SE', () => {
    const answers = [
      { a: 1.2, b: -0.4, correct: true },
      { a: 0.9, b: 0.8, correct: false },
      { a: 1.7, b: 0.1, correct: true },
    ];
    const mirrored = answers.map(({ a, b, correct }) => ({ a, b: -b, correct: !correct }));
    const x = estimateAbility(answers);
    const y = estimateAbility(mirrored);
    expect(y.theta).toBeCloseTo(-x.theta, 10);
    expect(y.se).toBeCloseTo(x.se, 10);
  });

  it('stays finite for long extreme patterns', () => {
    const allRight = Array.from({ length: 300 }, () => ({ a: 2.5, b: 4, correct: true }));
    const { theta, se } = estimateAbility(allRight);
    expect(theta).toBeGreaterThan(3.5);
    expect(theta).toBeLessThanOrEqual(4);
    expect(Number.isFinite(se)).toBe(true);
  });
});
