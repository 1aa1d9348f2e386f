import { describe, expect, it } from 'vitest';
import { progressWeeks } from './progress-weeks.js';

// Wednesday 12 March 2025, 10:00 in Bogotá.
const NOW = Date.parse('2025-03-12T15:00:00.000Z');

describe('progressWeeks', () => {
  it('gives twelve weeks ending with the current one, Mondays in Colombian time, oldest first', () => {
    const weeks = progressWeeks([], NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)?.weekStart).toBe('2025-03-10');
    expect(weeks[0]?.weekStart).toBe('2024-12-23');
    expect(weeks.every((week) => week.completedItems === 0 && week.cumulativeItems === 0)).toBe(true);
  });

  it('counts completions per week and keeps a running total that starts with older ones', () => {
    const weeks = progressWeeks(
      [
        '2024-06-01T12:00:00.000Z', // before the window: only in the running total
        '2025-03-03T05:30:00.000Z', // Monday 3 March, 00:30 in Bogotá
        '2025-03-03T04:30:00.000Z', // Sunday 2 March, 23:30 in Bogotá: the week before
        '2025-03-11T20:00:00.000Z',
        '2025-03-12T14:00:00.000Z',
      ],
      NOW,
    );
    const byStart = new Map(weeks.map((week) => [week.weekStart, week]));
    expect(weeks[0]?.cumulativeItems).toBe(1);
    expect(byStart.get('2025-02-24')).toEqual({ weekStart: '2025-02-24', completedItems: 1, cumulativeItems: 2 });
    expect(byStart.get('2025-03-03')).toEqual({ weekStart: '2025-03-03', completedItems: 1, cumulativeItems: 3 });
    expect(byStart.get('2025-03-10')).toEqual({ weekStart: '2025-03-10', completedItems: 2, cumulativeItems: 5 });
  });
});
