import { describe, expect, it } from 'vitest';
import { simulateCat } from './cat.simulation.js';
import type { CatItem } from './engine.types.js';
import { sympsonHetterParameters } from './exposure.control.js';
import { probabilityCorrect } from './irt.model.js';
import { createRandom } from './random.util.js';
import { makeBank } from './test-bank.fixture.js';

const bank = makeBank(['Actores', 'PHVA', 'Política', 'Obligaciones'], 20, createRandom(17));
const RUNS = 1000;

/** Exposure of the most-used item overall and as first item, over 1,000 tests from the same true θ = 0. */
function exposureFromThetaZero(items: readonly CatItem[], randomesqueK: number) {
  const random = createRandom(4242);
  const uses = new Map<string, number>();
  const firsts = new Map<string, number>();
  for (let run = 0; run < RUNS; run++) {
    const { itemIds } = simulateCat({
      bank: items,
      config: { randomesqueK },
      random,
      attemptKey: `intento-${run}`,
      respond: (item) => random() < probabilityCorrect(0, item),
    });
    for (const id of itemIds) uses.set(id, (uses.get(id) ?? 0) + 1);
    firsts.set(itemIds[0] ?? '', (firsts.get(itemIds[0] ?? '') ?? 0) + 1);
  }
  return { max: Math.max(...uses.values()) / RUNS, first: Math.max(...firsts.values()) / RUNS };
}

describe('exposure over 1,000 simulated tests from θ = 0 (80-item bank, 4 topics, tests of 8–20)', () => {
  it(
    'randomesque k = 5 spreads the opening items, but alone cannot keep the best items out of most tests',
    { timeout: 120_000 },
    () => {
      const none = exposureFromThetaZero(bank, 1);
      const randomesque = exposureFromThetaZero(bank, 5);
      // Without control every test opens with the same item.
      expect(none.first).toBe(1);
      // With k = 5 each of the five best opens ~20 % of tests (measured 0.22).
      expect(randomesque.first).toBeLessThan(0.3);
      // The best item stays among the top five at almost every step, so over ~19 steps it is drawn in nearly every
      // test: measured 0.98. This is the known limit of randomesque; Sympson–Hetter below is what lowers it.
      expect(randomesque.max).toBeGreaterThan(0.9);
    },
  );

  it(
    'Sympson–Hetter parameters for a 40 % target bring the most-used item well below 100 %',
    { timeout: 120_000 },
    () => {
      const { parameters } = sympsonHetterParameters({
        bank,
        maxExposure: 0.4,
        runs: 300,
        rounds: 6,
        random: createRandom(5),
      });
      const restricted = bank.map((item) => ({ ...item, exposureK: parameters.get(item.id) ?? 1 }));
      const { max } = exposureFromThetaZero(restricted, 5);
      // Tuned on learners from N(0, 1), the parameters bound exposure at any single θ only by each item's K;
      // measured 0.62 at θ = 0 (vs 0.98 without them). 0.72 leaves room for simulation noise.
      expect(max).toBeLessThan(0.72);
      for (const k of parameters.values()) expect(k).toBeGreaterThan(0);
    },
  );
});
