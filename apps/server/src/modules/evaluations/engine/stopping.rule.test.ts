import { describe, expect, it } from 'vitest';
import { stopDecision } from './stopping.rule.js';

const config = { minItems: 8, maxItems: 20, targetSe: 0.35 };

describe('stopDecision', () => {
  it('never stops before the minimum, however precise the estimate', () => {
    for (let answeredCount = 0; answeredCount < 8; answeredCount++) {
      expect(stopDecision({ answeredCount, se: 0.1, remaining: 30, config })).toEqual({ stop: false, reason: null });
    }
  });

  it('stops for precision once SE ≤ target after the minimum', () => {
    expect(stopDecision({ answeredCount: 8, se: 0.35, remaining: 30, config })).toEqual({
      stop: true,
      reason: 'precision',
    });
    expect(stopDecision({ answeredCount: 12, se: 0.351, remaining: 30, config }).stop).toBe(false);
  });

  it('stops at the maximum even when imprecise', () => {
    expect(stopDecision({ answeredCount: 20, se: 0.6, remaining: 30, config })).toEqual({
      stop: true,
      reason: 'max_items',
    });
    expect(stopDecision({ answeredCount: 19, se: 0.6, remaining: 30, config }).stop).toBe(false);
  });

  it('stops when the bank is exhausted, even before the minimum', () => {
    expect(stopDecision({ answeredCount: 5, se: 0.6, remaining: 0, config })).toEqual({
      stop: true,
      reason: 'bank_exhausted',
    });
  });

  it('uses the defaults (8, 20, 0.35) when no config is given', () => {
    expect(stopDecision({ answeredCount: 7, se: 0.2, remaining: 9 }).stop).toBe(false);
    expect(stopDecision({ answeredCount: 8, se: 0.35, remaining: 9 }).reason).toBe('precision');
    expect(stopDecision({ answeredCount: 20, se: 0.5, remaining: 9 }).reason).toBe('max_items');
  });
});
