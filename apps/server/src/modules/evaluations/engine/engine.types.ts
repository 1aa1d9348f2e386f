/*
 * Types shared by the adaptive-test engine. The engine is pure: it never reads the database or the clock, and every
 * random choice goes through an injected `RandomFn`, so the same inputs and random stream give the same outputs.
 */

/** Author-given difficulty of an item that has not been calibrated yet. */
export type ItemLevel = 'easy' | 'medium' | 'hard';

/** 2PL parameters on the logistic metric (D = 1): discrimination `a` and difficulty `b`, both in logits. */
export interface ItemParameters {
  a: number;
  b: number;
}

/**
 * An item as the engine sees it. The item kind (single, multiple, true/false) does not matter here: the service
 * scores the answer and hands the engine a right/wrong outcome.
 */
export interface CatItem extends ItemParameters {
  id: string;
  topic: string;
  /**
   * Sympson–Hetter exposure parameter in (0, 1]: the chance that the item may be used at all in a given attempt.
   * Missing or 1 means no restriction. See `sympsonHetterParameters`.
   */
  exposureK?: number;
  /**
   * The item family a generated item belongs to (ADR 041): a test shows at most one instance of a family while
   * any other item is usable.
   */
  familyId?: string;
}

/** A scored answer with the parameters the item had when it was answered. */
export interface CatResponse extends ItemParameters {
  itemId: string;
  topic: string;
  correct: boolean;
}

/** A uniform random number in [0, 1), like `Math.random`; inject a seeded one for reproducible choices. */
export type RandomFn = () => number;

/** Ability estimate on the logit scale of the reference population N(0, 1), with its standard error. */
export interface AbilityEstimate {
  theta: number;
  se: number;
}
