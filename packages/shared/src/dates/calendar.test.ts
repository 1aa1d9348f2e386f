import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from './calendar.js';

describe('addCalendarMonths', () => {
  it('keeps the day and the time of day', () => {
    expect(addCalendarMonths('2026-03-15T10:20:30.000Z', 12)).toBe('2027-03-15T10:20:30.000Z');
  });

  it('falls back to the last day of a shorter month', () => {
    expect(addCalendarMonths('2026-01-31T08:00:00.000Z', 1)).toBe('2026-02-28T08:00:00.000Z');
    expect(addCalendarMonths('2027-01-31T08:00:00.000Z', 1)).toBe('2027-02-28T08:00:00.000Z');
    expect(addCalendarMonths('2028-01-31T08:00:00.000Z', 1)).toBe('2028-02-29T08:00:00.000Z');
    expect(addCalendarMonths('2028-02-29T08:00:00.000Z', 12)).toBe('2029-02-28T08:00:00.000Z');
  });

  it('crosses years in both directions of the calendar', () => {
    expect(addCalendarMonths('2026-11-30T23:59:59.000Z', 3)).toBe('2027-02-28T23:59:59.000Z');
    expect(addCalendarMonths('2026-12-01T00:00:00.000Z', 24)).toBe('2028-12-01T00:00:00.000Z');
  });
});
