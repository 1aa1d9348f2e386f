import { describe, expect, it } from 'vitest';
import { formatTimeSpent } from './format';

describe('formatTimeSpent', () => {
  it('writes hours and minutes the way a person says them', () => {
    expect(formatTimeSpent(0)).toBe('0 min');
    expect(formatTimeSpent(20)).toBe('Menos de 1 min');
    expect(formatTimeSpent(12 * 60)).toBe('12 min');
    expect(formatTimeSpent(3_900)).toBe('1 h 5 min');
    expect(formatTimeSpent(2 * 3_600 + 10)).toBe('2 h');
  });
});
