import { describe, expect, it } from 'vitest';
import { formatGainPoints } from './format';

describe('formatGainPoints', () => {
  it('signs a gain as Intl does with signDisplay "exceptZero", and agrees the noun with it', () => {
    const signed = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
    for (const points of [45, -5, 0, -0, 0.4, -0.4, 0.6, -0.6, 1, -1, 1234, -1234.5, 99.5]) {
      const expectedNoun = Math.abs(points) === 1 ? 'punto' : 'puntos';
      expect(formatGainPoints(points), String(points)).toBe(`${signed.format(points)} ${expectedNoun}`);
    }
    expect(formatGainPoints(1)).toBe('+1 punto');
    expect(formatGainPoints(-5)).toBe('-5 puntos');
  });
});
