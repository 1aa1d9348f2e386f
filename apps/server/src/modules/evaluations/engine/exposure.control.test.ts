import { describe, expect, it } from 'vitest';
import { simulateCat } from './cat.simulation.js';
import type { CatItem } from './engine.types.js';
import { sympsonHetterParameters } from './exposure.control.js';
import { probabilityCorrect } from './irt.model.js';
import { createRandom } from './random.util.js';

/*
 * One-item tests on a one-topic bank with no randomesque: the test is always the most informative item at θ = 0
 * among those whose lottery let them in. So the item ranked j is chosen exactly when it is usable and the j − 1
 * better ones are not, and the exact Sympson–Hetter solution for a target t is known: K_1 = t, then each K_j =
 * t ÷ Π_{i<j} (1 − K_i) until that exceeds 1.
 */
const bank: CatItem[] = Array.from({ length: 12 }, (_, i) => ({
  id: `item-${String(i).padStart(2, '0')}`,
  topic: 'Única',
  a: 2 - 0.1 * i,
  b: 0,
}));
const config = { minItems: 1, maxItems: 1, targetSe: 0.01, randomesqueK: 1 };
const TARGET = 0.25;

function exactParameters(): number[] {
  const k: number[] = [];
  let noneBefore = 1;
  for (let i = 0; i < bank.length; i++) {
    const value = Math.min(1, TARGET / noneBefore);
    k.push(value);
    noneBefore *= 1 - value;
  }
  return k;
}

describe('sympsonHetterParameters', () => {
  it('gives an item chosen whenever it is usable exactly the target, and the next ones their exact values', () => {
    const { parameters } = sympsonHetterParameters({
      bank,
      config,
      maxExposure: TARGET,
      runs: 1000,
      rounds: 8,
      random: createRandom(31),
    });
    const exact = exactParameters();
    // The best item is chosen in every attempt in which it is usable, whatever the others' K: its estimate of that
    // chance is exactly 1, so its K is the target itself, with no simulation noise at all.
    expect(parameters.get('item-00')).toBe(TARGET);
    // Exact values 0.25, 0.333, 0.5, 1: the estimates follow within the noise of ~2 × 1,000 attempts.
    expect(exact.slice(0, 4)).toEqual([0.25, expect.closeTo(1 / 3, 10), 0.5, 1]);
    for (const [i, value] of exact.entries()) {
      expect(Math.abs((parameters.get(bank[i]?.id ?? '') ?? 0) - value)).toBeLessThan(0.05);
    }
  }, 30_000);

  it('holds every item of the one-item test at the target in fresh attempts', () => {
    const { parameters } = sympsonHetterParameters({
      bank,
      config,
      maxExposure: TARGET,
      runs: 1000,
      rounds: 8,
      random: createRandom(37),
    });
    const controlled = bank.map((item) => ({ ...item, exposureK: parameters.get(item.id) ?? 1 }));
    const random = createRandom(41);
    const uses = new Map<string, number>();
    const attempts = 4000;
    for (let run = 0; run < attempts; run++) {
      const { itemIds } = simulateCat({
        bank: controlled,
        config,
        random,
        attemptKey: `nuevo-${run}`,
        respond: (item) => random() < probabilityCorrect(0, item),
      });
      for (const id of itemIds) uses.set(id, (uses.get(id) ?? 0) + 1);
    }
    // Binomial SD at 25 % over 4,000 attempts is 0.7 points; the first three items sit at the target.
    for (const id of ['item-00', 'item-01', 'item-02']) {
      expect(Math.abs((uses.get(id) ?? 0) / attempts - TARGET)).toBeLessThan(0.03);
    }
    expect(Math.max(...uses.values()) / attempts).toBeLessThan(TARGET + 0.03);
  }, 30_000);
});
