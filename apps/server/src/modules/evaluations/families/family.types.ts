import type { ItemLevel } from '../engine/index.js';

/** One option of a generated item; exactly one is correct for `single`, two for `true_false`. */
export interface FamilyOption {
  id: string;
  text: string;
  correct: boolean;
}

/**
 * A generated item: the same shape as a hand-written seed item, plus the family it belongs to. Every instance is
 * stored as a real bank item with its own answers and calibration; `familyId` only keeps siblings apart in a test.
 */
export interface FamilyItem {
  familyId: string;
  topic: string;
  level: ItemLevel;
  kind: 'single' | 'true_false';
  prompt: string;
  options: FamilyOption[];
  explanation: string;
}

/**
 * An item family: one rule with parameters, written once, that yields many isomorphic items. `generate` is pure and
 * deterministic, so the seed, the editor's preview and the tests all see the same instances.
 */
export interface ItemFamily {
  /** Stable id, `<route key>/<slug>`; stored on every instance as `family_id`. */
  id: string;
  routeKey: string;
  topic: string;
  /** Shown in the bank editor. */
  title: string;
  /** The rule the key is computed from, with its source, for the reviewer (Spanish). */
  rule: string;
  level: ItemLevel;
  generate: () => FamilyItem[];
}
