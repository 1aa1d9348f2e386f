import { describe, expect, it } from 'vitest';
import { createRandom, normalSample, seedFromString } from './random.util.js';

describe('seeded randomness', () => {
  it('repeats a stream for a seed, differs across seeds and stays in [0, 1)', () => {
    const draw = (seed: number) => Array.from({ length: 1000 }, createRandom(seed));
    const values = draw(123);
    expect(draw(123)).toEqual(values);
    expect(draw(124)).not.toEqual(values);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(values.reduce((sum, v) => sum + v, 0) / values.length).toBeCloseTo(0.5, 1);
  });

  it('hashes strings to stable 32-bit seeds', () => {
    expect(seedFromString('')).toBe(0x811c9dc5);
    expect(seedFromString('a')).toBe(0xe40c292c);
    expect(seedFromString('intento:1')).not.toBe(seedFromString('intento:2'));
  });

  it('draws standard normals', () => {
    const random = createRandom(8);
    const draws = Array.from({ length: 20000 }, () => normalSample(random));
    const mean = draws.reduce((sum, v) => sum + v, 0) / draws.length;
    const variance = draws.reduce((sum, v) => sum + (v - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.04);
  });
});
