import type { CatConfig } from './cat.config.js';
import { simulateCat } from './cat.simulation.js';
import type { CatItem, RandomFn } from './engine.types.js';
import { probabilityCorrect } from './irt.model.js';
import { normalSample } from './random.util.js';

export interface SympsonHetterInput {
  bank: readonly CatItem[];
  config?: Partial<CatConfig>;
  /** Highest share of attempts any item should appear in, e.g. 0.5. */
  maxExposure: number;
  /** Simulated attempts per round; exposure estimates have SD ≈ √(r(1 − r)/runs). */
  runs?: number;
  rounds?: number;
  random: RandomFn;
}

export interface SympsonHetterParameters {
  /** `exposureK` per item id. */
  parameters: Map<string, number>;
  /** Highest exposure in the last round, run with the returned parameters: check it against the target. */
  achievedMaxExposure: number;
}

/**
 * Sympson–Hetter exposure parameters by simulation (Sympson & Hetter, 1985): learners drawn from N(0, 1) take the
 * test exactly as `nextStep` gives it, with the bank's parameters as the truth, and each round scales K_i by
 * maxExposure / exposure_i — down for items used more often than the target, back up (at most ×2, never above 1)
 * for the rest. At the fixed point every restricted item sits at the target and the others below it. Rerun it
 * when the bank or its parameters change; it costs `runs × rounds` simulated tests.
 */
export function sympsonHetterParameters(input: SympsonHetterInput): SympsonHetterParameters {
  const { bank, config, maxExposure, runs = 1000, rounds = 8, random } = input;
  if (!(maxExposure > 0 && maxExposure <= 1)) throw new RangeError(`maxExposure inválido: ${maxExposure}`);
  const parameters = new Map(bank.map((item) => [item.id, 1]));
  let achievedMaxExposure = 1;

  for (let round = 0; round < rounds; round++) {
    const restricted = bank.map((item) => ({ ...item, exposureK: parameters.get(item.id) ?? 1 }));
    const uses = new Map<string, number>();
    for (let run = 0; run < runs; run++) {
      const theta = normalSample(random);
      const { itemIds } = simulateCat({
        bank: restricted,
        config,
        random,
        attemptKey: `sh:${round}:${run}`,
        respond: (item) => random() < probabilityCorrect(theta, item),
      });
      for (const id of itemIds) uses.set(id, (uses.get(id) ?? 0) + 1);
    }
    achievedMaxExposure = Math.max(0, ...uses.values()) / runs;
    // The last round only measures, so the returned parameters are the ones that achieved that exposure.
    if (round === rounds - 1) break;
    for (const item of bank) {
      const exposure = (uses.get(item.id) ?? 0) / runs;
      const k = parameters.get(item.id) ?? 1;
      parameters.set(item.id, Math.min(1, (k * maxExposure) / Math.max(exposure, maxExposure / 2)));
    }
  }
  return { parameters, achievedMaxExposure };
}
