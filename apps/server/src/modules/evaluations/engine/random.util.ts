import type { RandomFn } from './engine.types.js';

/**
 * Seeded uniform generator (mulberry32): fast, 32-bit state, good enough for item choices and simulations, not for
 * anything secret. The same seed always gives the same stream.
 */
export function createRandom(seed: number): RandomFn {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * 32-bit seed from a string (FNV-1a). Lets the service derive a replayable stream per step, e.g. from
 * `${attemptId}:${answeredCount}`, without storing random state.
 */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A standard normal draw (Box–Muller), for simulations. */
export function normalSample(random: RandomFn): number {
  // 1 − u keeps the argument of the logarithm in (0, 1].
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * A uniform number in [0, 1) fixed by a string key: FNV-1a followed by the murmur3 finaliser, whose avalanche makes
 * keys that differ in one character land far apart. Used for lotteries that must come out the same on every replay.
 */
export function uniformFromKey(key: string): number {
  let hash = seedFromString(key);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 4294967296;
}
