import type { CatConfig } from './cat.config.js';
import { simulateCat } from './cat.simulation.js';
import type { CatItem, RandomFn } from './engine.types.js';
import { probabilityCorrect } from './irt.model.js';
import { isAdministrable } from './item.selector.js';
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
 * test exactly as `nextStep` gives it, with the bank's parameters as the truth. An item's exposure is K_i × s_i,
 * where s_i is the chance it is chosen in an attempt whose lottery left it usable; each round estimates s_i directly
 * (uses ÷ attempts in which the item was usable, counted from the same hash the selector uses) and sets
 * K_i = maxExposure ÷ s_i, or 1 when s_i is at or below the target. The counts of earlier rounds are kept at half
 * weight, so an estimate rests on about two rounds of attempts and does not swing with the noise of one (ADR 047:
 * the earlier rule, K_i × target ÷ exposure_i capped at ×2, left the most used item 5–10 points over the target).
 * Rerun it when the bank or its parameters change; it costs `runs × rounds` simulated tests.
 */
export function sympsonHetterParameters(input: SympsonHetterInput): SympsonHetterParameters {
  const { bank, config, maxExposure, runs = 1000, rounds = 8, random } = input;
  if (!(maxExposure > 0 && maxExposure <= 1)) throw new RangeError(`maxExposure inválido: ${maxExposure}`);
  const parameters = new Map(bank.map((item) => [item.id, 1]));
  let achievedMaxExposure = 1;
  // Uses and usable attempts per item, earlier rounds at half weight.
  const chosen = new Map<string, number>();
  const usable = new Map<string, number>();

  for (let round = 0; round < rounds; round++) {
    const restricted = bank.map((item) => ({ ...item, exposureK: parameters.get(item.id) ?? 1 }));
    const uses = new Map<string, number>();
    for (const item of bank) {
      chosen.set(item.id, 0.5 * (chosen.get(item.id) ?? 0));
      usable.set(item.id, 0.5 * (usable.get(item.id) ?? 0));
    }
    for (let run = 0; run < runs; run++) {
      const theta = normalSample(random);
      const attemptKey = `sh:${round}:${run}`;
      for (const item of restricted) {
        // The selector's own lottery, replayed to count the attempts in which the item was usable.
        if (isAdministrable(item, attemptKey)) usable.set(item.id, (usable.get(item.id) ?? 0) + 1);
      }
      const { itemIds } = simulateCat({
        bank: restricted,
        config,
        random,
        attemptKey,
        respond: (item) => random() < probabilityCorrect(theta, item),
      });
      for (const id of itemIds) {
        uses.set(id, (uses.get(id) ?? 0) + 1);
        chosen.set(id, (chosen.get(id) ?? 0) + 1);
      }
    }
    achievedMaxExposure = Math.max(0, ...uses.values()) / runs;
    // The last round only measures, so the returned parameters are the ones that achieved that exposure.
    if (round === rounds - 1) break;
    for (const item of bank) {
      const attempts = usable.get(item.id) ?? 0;
      const selection = attempts > 0 ? (chosen.get(item.id) ?? 0) / attempts : 0;
      parameters.set(item.id, selection > maxExposure ? maxExposure / selection : 1);
    }
  }
  return { parameters, achievedMaxExposure };
}
