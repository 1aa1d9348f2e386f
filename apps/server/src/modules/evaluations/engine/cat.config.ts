/** How a computerised adaptive test runs. Every field has a default; see `DEFAULT_CAT_CONFIG`. */
export interface CatConfig {
  /** The test never stops before this many answers unless the bank runs out. */
  minItems: number;
  /** The test always stops after this many answers. */
  maxItems: number;
  /** Stop once the posterior SD of the ability is at or below this (and `minItems` is reached). */
  targetSe: number;
  /** Randomesque exposure control: pick uniformly among the `k` most informative candidates (1 = no control). */
  randomesqueK: number;
  /**
   * After every topic is covered, a topic stays eligible while its count is below its share of the bank times the
   * next test length plus this slack (in items). 0 keeps the mix as close as possible; larger values let the most
   * informative items win more often.
   */
  topicSlack: number;
  /** The route's pass mark on the 0–100 score. */
  passMark: number;
  /**
   * The estimate the final score is reported from (ADR 041). `wle`: Warm's weighted likelihood, nearly unbiased at
   * the extremes, used once `wleMinItems` answers are in (before that, and for choosing items and stopping, the
   * EAP). `eap`: the posterior mean under the N(0, 1) prior throughout.
   */
  scoreEstimator: 'wle' | 'eap';
  /** Answers needed before the final score comes from the WLE. */
  wleMinItems: number;
  /**
   * The precision stop waits while the estimate lies within this many standard errors of the ability at the pass
   * mark (ADR 053): the items go to learners whose pass or fail is still in doubt, up to `maxItems`. 0 turns it off.
   */
  passMarkHoldZ: number;
}

/** The pre-test's length cap: it only places the learner, so it keeps the plain 15-item limit (ADR 041). */
export const PRETEST_MAX_ITEMS = 15;
/** The final test's length cap; the hold near the pass mark keeps its average near 15 (ADR 053). */
export const FINAL_MAX_ITEMS = 25;
/** How many standard errors around the pass-mark ability count as "still in doubt" in the final test (ADR 053). */
export const PASS_MARK_HOLD_Z = 0.5;

/** The final test's settings; the service gives the pre-test its own cap and no hold. */
export const DEFAULT_CAT_CONFIG: Readonly<CatConfig> = Object.freeze({
  minItems: 8,
  maxItems: FINAL_MAX_ITEMS,
  targetSe: 0.38,
  randomesqueK: 5,
  topicSlack: 1,
  passMark: 80,
  scoreEstimator: 'wle',
  wleMinItems: 5,
  passMarkHoldZ: PASS_MARK_HOLD_Z,
});

/**
 * Fills in defaults and rejects impossible settings. A route's settings come from an admin form, so the service
 * should validate them first; reaching this error means a bug, hence a plain `RangeError`.
 */
export function resolveCatConfig(config: Partial<CatConfig> = {}): CatConfig {
  const resolved: CatConfig = { ...DEFAULT_CAT_CONFIG, ...config };
  const { minItems, maxItems, targetSe, randomesqueK, topicSlack, passMark } = resolved;
  if (!Number.isInteger(minItems) || minItems < 1) throw new RangeError(`minItems inválido: ${minItems}`);
  if (!Number.isInteger(maxItems) || maxItems < minItems) throw new RangeError(`maxItems inválido: ${maxItems}`);
  if (!(targetSe > 0)) throw new RangeError(`targetSe inválido: ${targetSe}`);
  if (!Number.isInteger(randomesqueK) || randomesqueK < 1)
    throw new RangeError(`randomesqueK inválido: ${randomesqueK}`);
  if (!(topicSlack >= 0)) throw new RangeError(`topicSlack inválido: ${topicSlack}`);
  if (!(passMark >= 0 && passMark <= 100)) throw new RangeError(`passMark inválido: ${passMark}`);
  if (!Number.isInteger(resolved.wleMinItems) || resolved.wleMinItems < 1)
    throw new RangeError(`wleMinItems inválido: ${resolved.wleMinItems}`);
  if (!(resolved.passMarkHoldZ >= 0)) throw new RangeError(`passMarkHoldZ inválido: ${resolved.passMarkHoldZ}`);
  return resolved;
}
