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
}

export const DEFAULT_CAT_CONFIG: Readonly<CatConfig> = Object.freeze({
  minItems: 8,
  maxItems: 15,
  targetSe: 0.35,
  randomesqueK: 5,
  topicSlack: 1,
  passMark: 80,
  scoreEstimator: 'wle',
  wleMinItems: 5,
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
  return resolved;
}
