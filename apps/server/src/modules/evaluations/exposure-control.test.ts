import { describe, expect, it } from 'vitest';
import { simulateCat, sympsonHetterParameters } from './engine/index.js';
import { probabilityCorrect } from './engine/irt.model.js';
import { createRandom, normalSample } from './engine/random.util.js';
import { MAX_EXPOSURE_TARGET, exposureTargetFor } from './exposure-control.service.js';

describe('exposure control', () => {
  it('aims at 25 % on a large bank and loosens the target only for small ones', () => {
    expect(exposureTargetFor(200, 15)).toBe(MAX_EXPOSURE_TARGET);
    expect(exposureTargetFor(120, 15)).toBe(MAX_EXPOSURE_TARGET);
    expect(exposureTargetFor(36, 15)).toBeCloseTo(30 / 36, 5);
    expect(exposureTargetFor(10, 15)).toBe(1);
  });

  it('keeps every item of a 200-item bank at or under 35 % of fresh attempts with the simulated parameters', () => {
    const random = createRandom(19);
    const bank = Array.from({ length: 200 }, (_, i) => ({
      id: `i${String(i).padStart(3, '0')}`,
      topic: `T${i % 4}`,
      a: 0.7 + 0.9 * random(),
      b: -2 + 4 * random(),
      ...(i >= 160 ? { familyId: `fam${i % 4}` } : {}),
    }));
    const config = { minItems: 8, maxItems: 15, targetSe: 0.35, randomesqueK: 5 };
    const { parameters } = sympsonHetterParameters({
      bank,
      config,
      maxExposure: MAX_EXPOSURE_TARGET,
      runs: 300,
      rounds: 6,
      random,
    });
    expect([...parameters.values()].some((k) => k < 1)).toBe(true);
    const controlled = bank.map((item) => ({ ...item, exposureK: parameters.get(item.id) ?? 1 }));
    const uses = new Map<string, number>();
    const runs = 400;
    for (let run = 0; run < runs; run++) {
      const theta = normalSample(random);
      const { itemIds } = simulateCat({
        bank: controlled,
        config,
        random,
        attemptKey: `nuevo-${run}`,
        respond: (item) => random() < probabilityCorrect(theta, item),
      });
      expect(itemIds.length).toBeGreaterThanOrEqual(8);
      for (const id of itemIds) uses.set(id, (uses.get(id) ?? 0) + 1);
    }
    expect(Math.max(...uses.values()) / runs).toBeLessThanOrEqual(0.35);
  }, 60_000);
});
