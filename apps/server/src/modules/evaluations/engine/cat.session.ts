import { estimateAbility } from './ability.estimator.js';
import { weightedLikelihoodAbility } from './weighted-likelihood.estimator.js';
import type { CatConfig } from './cat.config.js';
import { resolveCatConfig } from './cat.config.js';
import type { CatItem, CatResponse, RandomFn } from './engine.types.js';
import { selectNextItem, type SeenItems } from './item.selector.js';
import type { TopicMastery } from './scoring.rules.js';
import { abilityAtPassMark, passed, scoreFromAbility, topicMastery } from './scoring.rules.js';
import type { StopReason } from './stopping.rule.js';
import { stopDecision } from './stopping.rule.js';

export interface CatState<T extends CatItem> {
  /** The route's whole bank, answered items included (they count for the topic shares). */
  bank: readonly T[];
  /** Answers so far, in order, each with the parameters its item had when answered. */
  responses: readonly CatResponse[];
  config?: Partial<CatConfig>;
  random: RandomFn;
  /** Stable id of the attempt; needed only when items carry a Sympson–Hetter `exposureK`. */
  attemptKey?: string;
  /** Items met in the learner's earlier sessions: used only once a topic has no unseen item (`selectNextItem`). */
  seen?: SeenItems;
}

export interface CatProgress {
  answered: number;
  minItems: number;
  maxItems: number;
  se: number;
}

export interface CatResult {
  /** The reported ability: the WLE once `wleMinItems` answers are in (see `CatConfig.scoreEstimator`), else the EAP. */
  theta: number;
  /** Its standard error: 1/√I(θ̂) for the WLE, the posterior SD for the EAP. */
  se: number;
  estimator: 'wle' | 'eap';
  /** 0–100, see `scoreFromAbility`. */
  score: number;
  passed: boolean;
  mastery: TopicMastery[];
  itemsAnswered: number;
  stopReason: StopReason;
}

export type CatStep<T extends CatItem> =
  { kind: 'item'; item: T; progress: CatProgress } | { kind: 'result'; result: CatResult };

/**
 * One step of an adaptive test, computed from scratch from the answers so far: either the next item to show or
 * the final result. The service stores each answer and calls this again; nothing else is kept between calls.
 *
 * Deterministic: the same bank, responses, config and random stream give the same step, and `random` is called
 * once per item chosen and never for a result. A replay-safe stream per step is
 * `createRandom(seedFromString(`${attemptId}:${responses.length}`))`.
 */
export function nextStep<T extends CatItem>(state: CatState<T>): CatStep<T> {
  const config = resolveCatConfig(state.config);
  const { bank, responses, random, attemptKey, seen } = state;
  const { theta, se } = estimateAbility(responses);

  const answeredIds = new Set(responses.map((response) => response.itemId));
  const remaining = bank.filter((item) => !answeredIds.has(item.id)).length;
  const cutTheta = abilityAtPassMark(config.passMark);
  const decision = stopDecision({ answeredCount: responses.length, se, theta, cutTheta, remaining, config });

  if (!decision.stop) {
    const item = selectNextItem({ bank, answered: responses, theta, config, random, attemptKey, seen });
    if (item) {
      const progress = { answered: responses.length, minItems: config.minItems, maxItems: config.maxItems, se };
      return { kind: 'item', item, progress };
    }
  }

  // Items are chosen and the test stopped on the EAP; the score the learner sees comes from the WLE (ADR 041).
  const useWle = config.scoreEstimator === 'wle' && responses.length >= config.wleMinItems;
  const reported = useWle ? weightedLikelihoodAbility(responses) : { theta, se };
  const score = scoreFromAbility(reported.theta);
  return {
    kind: 'result',
    result: {
      theta: reported.theta,
      se: reported.se,
      estimator: useWle ? 'wle' : 'eap',
      score,
      passed: passed(score, config.passMark),
      mastery: topicMastery(responses),
      itemsAnswered: responses.length,
      stopReason: decision.reason ?? 'bank_exhausted',
    },
  };
}
