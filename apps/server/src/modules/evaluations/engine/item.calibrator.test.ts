import { describe, expect, it } from 'vitest';
import type { CalibrationAnswer } from './item.calibrator.js';
import { calibrateItems } from './item.calibrator.js';
import { probabilityCorrect } from './irt.model.js';
import { createRandom, normalSample } from './random.util.js';
import { pearson } from './test-bank.fixture.js';

const meanAbsError = (xs: readonly number[], ys: readonly number[]) =>
  xs.reduce((sum, x, i) => sum + Math.abs(x - (ys[i] ?? 0)), 0) / xs.length;

describe('calibrateItems (Bock–Aitkin MML-EM)', () => {
  it('recovers 2PL parameters from 2,000 people × 30 items, starting from a = 1, b = 0', { timeout: 120_000 }, () => {
    const random = createRandom(31);
    const truth = Array.from({ length: 30 }, (_, i) => ({
      id: `i${i}`,
      a: 0.7 + 0.9 * random(),
      b: -2 + 4 * random(),
    }));
    const answers: CalibrationAnswer[] = [];
    for (let person = 0; person < 2000; person++) {
      const theta = normalSample(random);
      for (const item of truth) {
        answers.push({ personId: `p${person}`, itemId: item.id, correct: random() < probabilityCorrect(theta, item) });
      }
    }

    const { items, converged, iterations } = calibrateItems(
      answers,
      truth.map(({ id }) => ({ id, a: 1, b: 0 })),
    );
    const estimated = truth.map(({ id }) => items.get(id));
    const b = estimated.map((item) => item?.b ?? NaN);
    const a = estimated.map((item) => item?.a ?? NaN);

    expect(converged).toBe(true);
    expect(iterations).toBeLessThan(200);
    expect(estimated.every((item) => item?.calibrated && item.model === '2pl' && item.answers === 2000)).toBe(true);
    // Measured: r(b) = 0.998, mean |error| 0.07 logit; r(a) = 0.96, mean |error| 0.07.
    expect(
      pearson(
        truth.map((item) => item.b),
        b,
      ),
    ).toBeGreaterThan(0.99);
    expect(
      meanAbsError(
        truth.map((item) => item.b),
        b,
      ),
    ).toBeLessThan(0.12);
    expect(
      pearson(
        truth.map((item) => item.a),
        a,
      ),
    ).toBeGreaterThan(0.9);
    expect(
      meanAbsError(
        truth.map((item) => item.a),
        a,
      ),
    ).toBeLessThan(0.12);
  });

  it('keeps items under the minimum unchanged and fits Rasch below the 2PL threshold', () => {
    const random = createRandom(8);
    const truth = [
      { id: 'fácil', a: 1, b: -1 },
      { id: 'medio', a: 1, b: 0 },
      { id: 'difícil', a: 1, b: 1.2 },
      { id: 'nuevo', a: 1, b: 0 },
    ];
    const answers: CalibrationAnswer[] = [];
    for (let person = 0; person < 150; person++) {
      const theta = normalSample(random);
      for (const item of truth) {
        if (item.id === 'nuevo' && person >= 29) continue;
        answers.push({ personId: `p${person}`, itemId: item.id, correct: random() < probabilityCorrect(theta, item) });
      }
    }
    answers.push({ personId: 'p0', itemId: 'retirado', correct: true });

    const start = truth.map((item) => ({ ...item, a: 1.3, b: item.id === 'nuevo' ? 0.4 : 0 }));
    const { items } = calibrateItems(answers, start, { minAnswers: 30 });
    expect(items.get('nuevo')).toMatchObject({ a: 1.3, b: 0.4, answers: 29, calibrated: false, model: null });
    expect(items.get('medio')).toMatchObject({ a: 1, answers: 150, calibrated: true, model: 'rasch' });
    expect(items.get('fácil')?.b).toBeLessThan(items.get('medio')?.b ?? -Infinity);
    expect(items.get('medio')?.b).toBeLessThan(items.get('difícil')?.b ?? -Infinity);
    expect(items.get('difícil')?.pCorrect).toBeLessThan(0.5);
    expect(items.has('retirado')).toBe(false);
  });

  it('keeps an item everyone got right inside the bounds', () => {
    const answers: CalibrationAnswer[] = Array.from({ length: 300 }, (_, person) => [
      { personId: `p${person}`, itemId: 'obvio', correct: true },
      { personId: `p${person}`, itemId: 'normal', correct: person % 2 === 0 },
    ]).flat();
    const { items } = calibrateItems(answers, [
      { id: 'obvio', a: 1, b: 0 },
      { id: 'normal', a: 1, b: 0 },
    ]);
    const obvious = items.get('obvio');
    expect(obvious?.b).toBeGreaterThanOrEqual(-4);
    expect(obvious?.b).toBeLessThan(-2.5);
    expect(obvious?.a).toBeGreaterThanOrEqual(0.3);
    expect(obvious?.a).toBeLessThanOrEqual(2.5);
    expect(obvious?.pCorrect).toBe(1);
  });
});
