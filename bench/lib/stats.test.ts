import { describe, expect, it } from 'vitest';
import { percentile, ratioTo, summarize } from './stats.js';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it('takes the nearest rank: p95 of 1…100 is 95, p99 is 99, p50 is 50', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it('never reads outside the samples', () => {
    expect(percentile([7], 0)).toBe(7);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });

  it('lets one slow request in twenty show at p95 but not at p50', () => {
    const samples = [...Array.from({ length: 19 }, () => 2), 80];
    expect(percentile(samples, 50)).toBe(2);
    expect(percentile(samples, 95)).toBe(2);
    expect(percentile(samples, 99)).toBe(80);
  });
});

describe('summarize', () => {
  it('sorts unsorted samples and rounds to hundredths of a millisecond', () => {
    const summary = summarize([3.3333, 1, 2, 10.126]);
    expect(summary).toEqual({ count: 4, p50: 2, p95: 10.13, p99: 10.13, max: 10.13 });
  });
});

describe('ratioTo', () => {
  it('gives the share of the ceiling, or 0 without a ceiling', () => {
    expect(ratioTo(40_000, 10_000)).toBe(0.25);
    expect(ratioTo(0, 10_000)).toBe(0);
  });
});
