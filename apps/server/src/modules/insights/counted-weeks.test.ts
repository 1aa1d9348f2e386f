import { describe, expect, it } from 'vitest';
import { countedDays, countedWeeks } from './counted-weeks.js';

// Bogotá weeks start on Monday at 05:00 UTC; 22 June 2026 is a Monday.
describe('countedWeeks', () => {
  it('keeps the whole weeks inside the period and before the mark', () => {
    expect(
      countedWeeks({ from: '2026-06-03T12:00:00.000Z', to: '2026-06-25T12:00:00.000Z' }, '2026-06-25T11:50:00.000Z'),
    ).toEqual({
      firstWeek: '2026-06-08',
      endWeek: '2026-06-22',
      firstStart: '2026-06-08T05:00:00.000Z',
      endStart: '2026-06-22T05:00:00.000Z',
    });
  });

  it('takes a week that starts exactly at the period start', () => {
    expect(
      countedWeeks({ from: '2026-06-08T05:00:00.000Z', to: '2026-06-15T05:00:00.000Z' }, '2026-06-20T00:00:00.000Z'),
    ).toMatchObject({ firstWeek: '2026-06-08', endWeek: '2026-06-15' });
  });

  it('stops at the mark when the rollup has not reached the end of the period', () => {
    // Monday 22 June, 00:05 in Bogotá: the mark, ten minutes back, is still in the week before.
    expect(
      countedWeeks({ from: '2026-06-01T05:00:00.000Z', to: '2026-06-22T05:05:00.000Z' }, '2026-06-22T04:55:00.000Z'),
    ).toMatchObject({ endWeek: '2026-06-15', endStart: '2026-06-15T05:00:00.000Z' });
  });

  it('answers null when no whole week is counted', () => {
    expect(
      countedWeeks({ from: '2026-06-16T05:00:00.000Z', to: '2026-06-25T05:00:00.000Z' }, '2026-06-25T05:00:00.000Z'),
    ).toBeNull();
    expect(
      countedWeeks({ from: '2026-06-01T05:00:00.000Z', to: '2026-06-25T05:00:00.000Z' }, '2026-06-05T00:00:00.000Z'),
    ).toBeNull();
  });
});

describe('countedDays', () => {
  it('keeps the whole Bogotá days inside the period and before the mark', () => {
    expect(
      countedDays({ from: '2026-06-03T12:00:00.000Z', to: '2026-06-25T12:00:00.000Z' }, '2026-06-25T11:50:00.000Z'),
    ).toEqual({
      firstDay: '2026-06-04',
      endDay: '2026-06-25',
      firstStart: '2026-06-04T05:00:00.000Z',
      endStart: '2026-06-25T05:00:00.000Z',
    });
  });

  it('takes a day that starts exactly at the period start, and stops at the mark', () => {
    // The mark is 23:55 in Bogotá on 21 June: that day is not whole in the rollup yet.
    expect(
      countedDays({ from: '2026-06-08T05:00:00.000Z', to: '2026-06-30T05:00:00.000Z' }, '2026-06-22T04:55:00.000Z'),
    ).toMatchObject({ firstDay: '2026-06-08', endDay: '2026-06-21', endStart: '2026-06-21T05:00:00.000Z' });
  });

  it('answers null inside one day', () => {
    expect(
      countedDays({ from: '2026-06-16T06:00:00.000Z', to: '2026-06-17T04:00:00.000Z' }, '2026-06-25T05:00:00.000Z'),
    ).toBeNull();
  });
});
