import type { CatItem, RandomFn } from './engine.types.js';

/**
 * A bank for tests: `perTopic` items in each topic, b spread evenly over [−2, 2] within a topic (shifted a little
 * per topic so no two items tie on information) and a drawn from U(0.7, 1.6) when `random` is given, else 1.
 */
export function makeBank(topics: readonly string[], perTopic: number, random?: RandomFn): CatItem[] {
  return topics.flatMap((topic, t) =>
    Array.from({ length: perTopic }, (_, i) => ({
      id: `${topic}-${String(i).padStart(2, '0')}`,
      topic,
      a: random ? 0.7 + 0.9 * random() : 1,
      b: -2 + (4 * i) / Math.max(1, perTopic - 1) + 0.013 * t,
    })),
  );
}

/** Pearson correlation of two equally long series. */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / n;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const y = ys[i] ?? 0;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}
