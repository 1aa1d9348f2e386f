import { describe, expect, it } from 'vitest';
import { simulateFreshness } from './bank-freshness.js';
import { createRandom } from './engine/index.js';
import { makeBank } from './engine/test-bank.fixture.js';

const TOPICS = ['Actores', 'PHVA', 'Política', 'Obligaciones'];

describe('simulateFreshness (pre-test + final tests of one learner, through the engine)', () => {
  it('a bank of 4 × 30 keeps the third final test entirely unseen', { timeout: 60_000 }, () => {
    const report = simulateFreshness({
      bank: makeBank(TOPICS, 30, createRandom(1)),
      attempts: 3,
      learners: 40,
      seed: 5,
      config: { maxItems: 20 },
    });
    // Pre-test + two attempts of at most 20 items each: never more than 60 distinct items.
    expect(report.usedBefore.max).toBeLessThanOrEqual(60);
    expect(report.freshLeft.min).toBeGreaterThanOrEqual(60);
    // Each attempt's fresh items are at most its length, so equal means say every attempt was entirely unseen.
    expect(report.lastAttempt.freshMean).toBeCloseTo(report.lastAttempt.items, 6);
    for (const topic of report.topics) expect(topic.maxPerSession).toBeLessThanOrEqual(7);
    expect(report.neededForAllFresh).toBeLessThanOrEqual(120);
  });

  it(
    'a bank of 4 × 9 (the size of the seeded ones) has nothing unseen left for the third final test',
    { timeout: 60_000 },
    () => {
      const report = simulateFreshness({
        bank: makeBank(TOPICS, 9, createRandom(2)),
        attempts: 3,
        learners: 20,
        seed: 6,
      });
      expect(report.bankSize).toBe(36);
      expect(report.usedBefore.max).toBe(36);
      expect(report.freshLeft.min).toBe(0);
      expect(report.lastAttempt.freshMin).toBe(0);
      expect(Math.min(...report.topics.map((t) => t.minFreshLeft))).toBe(0);
      expect(report.neededForAllFresh).toBeGreaterThan(36);
    },
  );
});
