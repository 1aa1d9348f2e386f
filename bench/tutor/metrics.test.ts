import { describe, expect, it } from 'vitest';
import { figuresOf, meetsTargets } from './metrics.js';

const outcome = (titles: string[], declined = false, msToSources = 10) => ({ titles, declined, msToSources });

describe('tutor bench figures', () => {
  it('counts a right source only among the first three, and declines on both sets', () => {
    const figures = figuresOf(
      [
        { expect: ['Resolución 4272 de 2021'], outcome: outcome(['A', 'B', 'Resolución 4272 de 2021']) },
        { expect: ['Resolución 4272 de 2021'], outcome: outcome(['A', 'B', 'C', 'Resolución 4272 de 2021']) },
        { expect: ['Ley 1562 de 2012'], outcome: outcome([], true, 200) },
      ],
      [outcome([], true), outcome(['A'])],
    );
    expect(figures.recallAt3).toBeCloseTo(1 / 3);
    expect(figures.falseDeclines).toBeCloseTo(1 / 3);
    expect(figures.offTopicDeclined).toBe(0.5);
    expect(figures.p95MsToSources).toBe(200);
    expect(meetsTargets(figures)).toBe(false);
  });
});
