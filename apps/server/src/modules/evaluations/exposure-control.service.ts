import crypto from 'node:crypto';
import type { Db } from '../../db/database.js';
import { createRandom, seedFromString, sympsonHetterParameters, type CatConfig } from './engine/index.js';
import { toCatItem } from './evaluation-views.js';
import type { EvaluationsRepository } from './evaluations.repository.js';

/** The highest share of attempts any item may appear in (issue 19): 35 %, aimed at 25 % because the simulated parameters overshoot their target by a few points. */
export const MAX_EXPOSURE_TARGET = 0.25;

/**
 * The exposure a bank can be held to. No control can push the most used item below test length ÷ bank size, and
 * aiming close to that floor leaves the lottery too few items per attempt (tests then end short): a bank under
 * about 2 × maxItems ÷ 0.25 items gets a proportionally looser target.
 */
export function exposureTargetFor(bankSize: number, maxItems: number): number {
  return Math.min(1, Math.max(MAX_EXPOSURE_TARGET, (2 * maxItems) / Math.max(1, bankSize)));
}

export interface ExposureControlResult {
  items: number;
  /** Items whose `exposure_k` is below 1. */
  restricted: number;
  /** Highest exposure in the last simulated round, with the stored parameters. */
  achievedMaxExposure: number;
}

/**
 * Sympson–Hetter parameters per route (ADR 041): simulated learners from N(0, 1) take the route's adaptive test on
 * its current active bank and parameters, and each item's `exposure_k` is stored. Rerun after the bank or its
 * calibration changes (`npm run calibrate` does it for every route). Seeded from the route id, so a rerun on the
 * same bank stores the same values.
 */
export class ExposureControlService {
  constructor(
    private readonly db: Db,
    private readonly evaluations: EvaluationsRepository,
    /** The final test's settings (the pre-test is shorter, so the final test bounds exposure). */
    private readonly settings: Pick<CatConfig, 'minItems' | 'maxItems' | 'targetSe' | 'randomesqueK'> &
      Partial<Pick<CatConfig, 'passMarkHoldZ'>>,
  ) {}

  async update(routeId: string, runs = 400, rounds = 6): Promise<ExposureControlResult> {
    const bank = (await this.evaluations.bankParameters(this.db, routeId)).map((item) =>
      toCatItem({ ...item, exposureK: 1 }),
    );
    if (bank.length === 0) return { items: 0, restricted: 0, achievedMaxExposure: 0 };
    const { parameters, achievedMaxExposure } = sympsonHetterParameters({
      bank,
      config: this.settings,
      maxExposure: exposureTargetFor(bank.length, this.settings.maxItems),
      runs,
      rounds,
      random: createRandom(seedFromString(`exposure:${routeId}`)),
    });
    await this.db.transaction().execute(async (tx) => {
      for (const [id, k] of parameters) await this.evaluations.setExposureK(tx, id, k);
    });
    const restricted = [...parameters.values()].filter((k) => k < 1).length;
    return { items: bank.length, restricted, achievedMaxExposure };
  }

  /**
   * The restricted items of a route's active bank, keyed by `promptKey`: what `npm run seed:exposure` writes for the
   * seeded banks, so a fresh install starts with the control on instead of simulating at its first start.
   */
  async restrictedByPrompt(routeId: string): Promise<Record<string, number>> {
    const items = await this.evaluations.listBank(this.db, routeId, { activeOnly: true });
    const restricted = items.filter((item) => item.exposureK < 1).sort((a, b) => a.prompt.localeCompare(b.prompt));
    return Object.fromEntries(restricted.map((item) => [promptKey(item.prompt), item.exposureK]));
  }

  /** Stores parameters computed earlier (the seeded banks'), matching items by `promptKey`; returns how many matched. */
  async applyByPrompt(routeId: string, parameters: Readonly<Record<string, number>>): Promise<number> {
    const items = await this.evaluations.listBank(this.db, routeId, { activeOnly: true });
    let applied = 0;
    await this.db.transaction().execute(async (tx) => {
      for (const item of items) {
        const k = parameters[promptKey(item.prompt)];
        if (k === undefined) continue;
        await this.evaluations.setExposureK(tx, item.id, k);
        applied += 1;
      }
    });
    return applied;
  }
}

/** A short, stable key for an item's prompt (prompts are unique within a bank). */
export function promptKey(prompt: string): string {
  return crypto.createHash('sha256').update(prompt).digest('hex').slice(0, 16);
}
