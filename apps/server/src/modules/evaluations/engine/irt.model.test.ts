import { describe, expect, it } from 'vitest';
import { difficultyForLevel, itemInformation, logLikelihood, probabilityCorrect } from './irt.model.js';

describe('2PL model (D = 1)', () => {
  it('gives 50 % at θ = b and the logistic value elsewhere', () => {
    expect(probabilityCorrect(0.7, { a: 1.3, b: 0.7 })).toBe(0.5);
    // With D = 1: 1 / (1 + e^−1) = 0.7311; with D = 1.7 it would be 0.8455.
    expect(probabilityCorrect(1, { a: 1, b: 0 })).toBeCloseTo(0.7311, 4);
  });

  it('information peaks at θ = b with a²/4 and is symmetric around b', () => {
    const item = { a: 1.6, b: -0.5 };
    expect(itemInformation(-0.5, item)).toBeCloseTo(0.64, 10);
    expect(itemInformation(0.5, item)).toBeCloseTo(itemInformation(-1.5, item), 12);
    expect(itemInformation(0.5, item)).toBeLessThan(0.64);
  });

  it('keeps log-likelihoods finite for answers the model finds nearly impossible', () => {
    const easy = { a: 2.5, b: -4 };
    expect(logLikelihood(4, easy, false)).toBeCloseTo(-20, 6);
    expect(Number.isFinite(logLikelihood(400, easy, false))).toBe(true);
    expect(logLikelihood(0, { a: 1, b: 0 }, true)).toBeCloseTo(Math.log(0.5), 12);
  });

  it('maps author levels to −1, 0, +1', () => {
    expect([difficultyForLevel('easy'), difficultyForLevel('medium'), difficultyForLevel('hard')]).toEqual([-1, 0, 1]);
  });
});
