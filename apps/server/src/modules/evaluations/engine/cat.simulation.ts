import type { CatConfig } from './cat.config.js';
import type { CatItem, CatResponse, RandomFn } from './engine.types.js';
import type { CatResult } from './cat.session.js';
import { nextStep } from './cat.session.js';
import type { SeenItems } from './item.selector.js';

export interface SimulateCatInput<T extends CatItem> {
  /** The bank with the parameters the engine believes. */
  bank: readonly T[];
  config?: Partial<CatConfig>;
  random: RandomFn;
  /** Simulated learner: answers an item, typically by drawing from the true model at a true θ. */
  respond: (item: T) => boolean;
  attemptKey?: string;
  /** Items the simulated learner met in earlier sessions (see `selectNextItem`). */
  seen?: SeenItems;
}

export interface SimulatedCat {
  result: CatResult;
  /** Ids of the items shown, in order. */
  itemIds: string[];
  /** The answers, in order. */
  responses: CatResponse[];
}

/**
 * Runs a whole adaptive test against a simulated learner, exactly as the service would step through it. Used by
 * the tests and by `npm run bench:cat`; the production code path is `nextStep` itself.
 */
export function simulateCat<T extends CatItem>(input: SimulateCatInput<T>): SimulatedCat {
  const { bank, config, random, respond, attemptKey, seen } = input;
  const responses: CatResponse[] = [];
  for (;;) {
    const step = nextStep({ bank, responses, config, random, attemptKey, seen });
    if (step.kind === 'result') return { result: step.result, itemIds: responses.map((r) => r.itemId), responses };
    const { id, topic, a, b } = step.item;
    responses.push({ itemId: id, topic, a, b, correct: respond(step.item) });
  }
}
