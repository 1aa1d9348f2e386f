/** Helpers for the analytics tests that build a history over Bogotá days and compare periods. */

export const DAY_MS = 86_400_000;

export const iso = (ms: number) => new Date(ms).toISOString();

/** Bogotá days `from` to `to` (both included, `YYYY-MM-DD`) as the instants a custom period covers. */
export const bogotaDays = (from: string, to: string) => ({
  from: `${from}T05:00:00.000Z`,
  to: iso(Date.parse(`${to}T05:00:00.000Z`) + DAY_MS),
});

/** A deterministic sequence in [0, 1) from `seed`, so a failing history can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
