import { describe, expect, it } from 'vitest';
import { DEFAULT_CAT_CONFIG } from './cat.config.js';
import { abilityAtPassMark } from './scoring.rules.js';
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

  it("uses the final test's defaults (8, 25) when no config is given", () => {
    expect(stopDecision({ answeredCount: 7, se: 0.2, remaining: 9 }).stop).toBe(false);
    expect(stopDecision({ answeredCount: 8, se: DEFAULT_CAT_CONFIG.targetSe, remaining: 9 }).reason).toBe('precision');
    expect(stopDecision({ answeredCount: 24, se: 0.5, remaining: 9 }).stop).toBe(false);
    expect(stopDecision({ answeredCount: 25, se: 0.5, remaining: 9 }).reason).toBe('max_items');
  });
});

describe('the hold near the pass mark (ADR 053)', () => {
  const cutTheta = abilityAtPassMark(80);
  const hold = { ...config, passMarkHoldZ: 0.5 };

  it('keeps a precise test going while pass or fail is still in doubt', () => {
    // 0.1 from the cut with SE 0.3: within 0.5 SE (0.15).
    const near = { answeredCount: 12, se: 0.3, theta: cutTheta + 0.1, cutTheta, remaining: 30, config: hold };
    expect(stopDecision(near)).toEqual({ stop: false, reason: null });
    expect(stopDecision({ ...near, theta: cutTheta - 0.1 }).stop).toBe(false);
  });

  it('stops for precision as usual once the estimate is clear of the cut', () => {
    const clear = { answeredCount: 12, se: 0.3, theta: cutTheta + 0.2, cutTheta, remaining: 30, config: hold };
    expect(stopDecision(clear)).toEqual({ stop: true, reason: 'precision' });
    expect(stopDecision({ ...clear, theta: -1.5 }).reason).toBe('precision');
  });

  it('never goes past the maximum, and does nothing when turned off or without an estimate', () => {
    const near = { answeredCount: 20, se: 0.3, theta: cutTheta, cutTheta, remaining: 30, config: hold };
    expect(stopDecision(near)).toEqual({ stop: true, reason: 'max_items' });
    const off = { ...near, answeredCount: 12, config: { ...hold, passMarkHoldZ: 0 } };
    expect(stopDecision(off).reason).toBe('precision');
    expect(stopDecision({ answeredCount: 12, se: 0.3, remaining: 30, config: hold }).reason).toBe('precision');
  });
});
