import type { Bucket, Quartiles } from './insights.schemas.js';

/** Hake's normalised gain of one person: (post − pre) / (100 − pre); undefined (null) when the pre-test was 100. */
export function hakeGain(pre: number, post: number): number | null {
  return pre >= 100 ? null : (post - pre) / (100 - pre);
}

/**
 * Quartiles of a distribution given as (value, count) pairs: the value at each rank (nearest rank, so every
 * quartile is a value someone actually has). Null for an empty distribution.
 */
export function quartilesOf(counts: readonly { value: number; count: number }[]): Quartiles | null {
  const sorted = [...counts].filter((c) => c.count > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, c) => sum + c.count, 0);
  if (total === 0) return null;
  const at = (share: number) => {
    const rank = Math.max(1, Math.ceil(share * total));
    let seen = 0;
    for (const c of sorted) {
      seen += c.count;
      if (seen >= rank) return c.value;
    }
    return sorted[sorted.length - 1]?.value ?? 0;
  };
  return {
    min: sorted[0]?.value ?? 0,
    q1: at(0.25),
    median: at(0.5),
    q3: at(0.75),
    max: sorted[sorted.length - 1]?.value ?? 0,
  };
}

/**
 * Counts values into buckets bounded by `edges` ([e0, e1), [e1, e2) … the last one closed). Values below the first
 * edge fall in the first bucket and above the last in the last, so nobody is left out.
 */
export function bucketsOf(counts: readonly { value: number; count: number }[], edges: readonly number[]): Bucket[] {
  const buckets = edges.slice(0, -1).map((from, i) => ({ from, to: edges[i + 1] ?? from, count: 0 }));
  for (const { value, count } of counts) {
    let index = buckets.findIndex((b) => value < b.to);
    if (index === -1) index = buckets.length - 1;
    const bucket = buckets[index];
    if (bucket) bucket.count += count;
  }
  return buckets;
}

/** 0, 10 … 100: the score histogram's edges. */
export const SCORE_EDGES = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
/** Hake's bands: negative, low, medium, high. The lowest edge is a floor for display; lower values count in it. */
export const HAKE_EDGES = [-1, 0, 0.3, 0.7, 1] as const;
