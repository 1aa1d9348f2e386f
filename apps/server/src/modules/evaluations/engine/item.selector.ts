import type { CatConfig } from './cat.config.js';
import { DEFAULT_CAT_CONFIG } from './cat.config.js';
import type { CatItem, RandomFn } from './engine.types.js';
import { itemInformation } from './irt.model.js';
import { uniformFromKey } from './random.util.js';

/** What the selector needs to know about an answer: which item, and its topic (even if the item left the bank). */
export interface AnsweredRef {
  itemId: string;
  topic: string;
}

export interface SelectNextItemInput<T extends CatItem> {
  bank: readonly T[];
  answered: readonly AnsweredRef[];
  /** Current ability estimate. */
  theta: number;
  config?: Partial<Pick<CatConfig, 'randomesqueK' | 'topicSlack'>>;
  random: RandomFn;
  /** Identifies the attempt for the Sympson–Hetter lottery; without it `exposureK` is ignored. */
  attemptKey?: string;
  /** Items the learner met in earlier sessions, with how recently (larger = more recent); see `freshestPerTopic`. */
  seen?: SeenItems;
}

/** Item id → when the learner last met it in an earlier session, as any increasing number (an ordinal is enough). */
export type SeenItems = ReadonlyMap<string, number>;

/**
 * Family separation (ADR 041): once a test has shown an instance of an item family, its siblings are left out while
 * any other usable item remains, so a test shows at most one instance of a family unless the bank runs out. With
 * `seen`, a topic whose other items were all met in earlier sessions gets its unseen siblings back: a fresh
 * isomorphic item is better than repeating a question the learner already answered.
 */
export function separateFamilies<T extends CatItem>(
  remaining: readonly T[],
  bank: readonly CatItem[],
  used: ReadonlySet<string>,
  seen?: SeenItems,
): T[] {
  const shown = new Set(bank.filter((item) => item.familyId && used.has(item.id)).map((item) => item.familyId));
  if (shown.size === 0) return [...remaining];
  const isApart = (item: T) => !item.familyId || !shown.has(item.familyId);
  const apart = remaining.filter(isApart);
  if (apart.length === 0) return [...remaining];
  if (!seen || seen.size === 0) return apart;
  const topicsWithFresh = new Set(apart.filter((item) => !seen.has(item.id)).map((item) => item.topic));
  return remaining.filter((item) => isApart(item) || (!topicsWithFresh.has(item.topic) && !seen.has(item.id)));
}

/**
 * Sympson–Hetter lottery, drawn once per attempt and item from a hash instead of when the item comes up: the item
 * is usable in this attempt with probability `exposureK`. Drawing it up front is what lets the engine stay
 * stateless (an item that lost the lottery stays out on every replay), and since the draw does not depend on the
 * path of the test, an item's exposure can never exceed its `exposureK`.
 */
export function isAdministrable(item: CatItem, attemptKey: string | undefined): boolean {
  const k = item.exposureK ?? 1;
  return k >= 1 || attemptKey === undefined || uniformFromKey(`${attemptKey}\u0000${item.id}`) < k;
}

/**
 * The candidate pool of each topic: its items the learner has never met while there are any; once they run out,
 * the least recently met (all those from the oldest session still represented). A topic never loses every
 * candidate, so the topic rules below and the stopping rule see the same topics and the same bank as without it;
 * only which items of a topic compete for information changes.
 */
function freshestPerTopic<T extends CatItem>(remaining: readonly T[], seen: SeenItems | undefined): readonly T[] {
  if (!seen || seen.size === 0) return remaining;
  const age = (item: T) => seen.get(item.id) ?? -Infinity;
  const oldest = new Map<string, number>();
  for (const item of remaining) oldest.set(item.topic, Math.min(oldest.get(item.topic) ?? Infinity, age(item)));
  return remaining.filter((item) => age(item) === oldest.get(item.topic));
}

function countBy<T>(values: readonly T[], key: (value: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(key(value), (counts.get(key(value)) ?? 0) + 1);
  return counts;
}

/**
 * Topics the next item may come from. First every topic is covered once, least-covered first, so a test of at
 * least as many items as topics touches them all and per-topic mastery has evidence everywhere. Then a topic stays
 * eligible while its count is below its share of the bank × the next test length + `topicSlack` (a constrained-CAT
 * rule in the spirit of Kingsbury & Zara, 1989). The sum of the quotas exceeds the count, so some topic is always
 * eligible unless its items ran out; then any remaining item may be used.
 */
function eligibleItems<T extends CatItem>(
  bank: readonly T[],
  remaining: readonly T[],
  answered: readonly AnsweredRef[],
  slack: number,
): readonly T[] {
  const bankCounts = countBy(bank, (item) => item.topic);
  const answeredCounts = countBy(answered, (ref) => ref.topic);
  const openTopics = new Set(remaining.map((item) => item.topic));

  const uncovered = [...openTopics].filter((topic) => !answeredCounts.has(topic));
  if (uncovered.length > 0) return remaining.filter((item) => uncovered.includes(item.topic));

  const nextLength = answered.length + 1;
  const eligible = [...openTopics].filter((topic) => {
    const share = (bankCounts.get(topic) ?? 0) / bank.length;
    return (answeredCounts.get(topic) ?? 0) < share * nextLength + slack;
  });
  return eligible.length > 0 ? remaining.filter((item) => eligible.includes(item.topic)) : remaining;
}

/**
 * Next item of an adaptive test: among the unanswered items of the eligible topics, rank by Fisher information at
 * `theta` and pick uniformly among the top `randomesqueK` (randomesque exposure control, Kingsbury & Zara, 1989).
 * Items that lost their Sympson–Hetter lottery for `attemptKey` are left out, and within each topic items the
 * learner met in an earlier session (`seen`) compete only once the topic has no unseen item left, least recently
 * seen first. Returns null when no usable item is left. Never repeats an item.
 *
 * `random` is called exactly once per selection, even with a single candidate, so a replay with the same random
 * stream makes the same choices. Ties in information are broken by id for the same reason.
 */
export function selectNextItem<T extends CatItem>(input: SelectNextItemInput<T>): T | null {
  const { bank, answered, theta, random, attemptKey, seen } = input;
  const { randomesqueK, topicSlack } = { ...DEFAULT_CAT_CONFIG, ...input.config };

  const used = new Set(answered.map((ref) => ref.itemId));
  const remaining = separateFamilies(
    bank.filter((item) => !used.has(item.id) && isAdministrable(item, attemptKey)),
    bank,
    used,
    seen,
  );
  if (remaining.length === 0) return null;

  const ranked = eligibleItems(bank, freshestPerTopic(remaining, seen), answered, topicSlack)
    .map((item) => ({ item, information: itemInformation(theta, item) }))
    .sort((x, y) => y.information - x.information || (x.item.id < y.item.id ? -1 : x.item.id > y.item.id ? 1 : 0));
  const top = ranked.slice(0, Math.max(1, randomesqueK));
  const index = Math.min(top.length - 1, Math.floor(random() * top.length));
  return top[index]?.item ?? null;
}
