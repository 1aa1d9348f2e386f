import { describe, expect, it } from 'vitest';
import { esCoDecimal, esCoLongDate } from './es-co-digits';

/** A deterministic sequence in [0, 1), so a failure can be replayed. */
let seed = 20261130;
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}

const edgeValues = [
  0,
  -0,
  0.4,
  -0.4,
  0.5,
  -0.5,
  1.005,
  2.675,
  1.5,
  2.5,
  -2.5,
  999.5,
  999.9995,
  1000,
  1234,
  12345,
  123456,
  1234567,
  -1234.5,
  0.125,
  0.0625,
  1e-7,
  123456789012.345,
  999999999999999,
  1e21,
  Number.MAX_SAFE_INTEGER,
  NaN,
  Infinity,
];

function randomValues(count: number): number[] {
  return Array.from({ length: count }, (_, i) => {
    const magnitude = 10 ** Math.floor(random() * 9);
    const value = random() * magnitude;
    // Some with few decimals, as percentages and hours are, some with many.
    const shaped = i % 3 === 0 ? Math.round(value * 1000) / 1000 : value;
    return i % 5 === 0 ? -shaped : shaped;
  });
}

describe('es-CO numbers without Intl', () => {
  it.each([
    [0, 0],
    [1, 1],
    [0, 2],
    [2, 2],
    [0, 3],
  ])('writes what Intl writes with %i to %i decimals', (min, max) => {
    const intl = new Intl.NumberFormat('es-CO', { minimumFractionDigits: min, maximumFractionDigits: max });
    for (const value of [...edgeValues, ...randomValues(3000)]) {
      const written = esCoDecimal(value, min, max);
      if (written !== null) expect(written, String(value)).toBe(intl.format(value));
    }
  });

  it('leaves to Intl only what it cannot write', () => {
    expect(esCoDecimal(NaN, 0, 0)).toBeNull();
    expect(esCoDecimal(Infinity, 0, 0)).toBeNull();
    expect(esCoDecimal(1e21, 0, 0)).toBeNull();
    expect(esCoDecimal(1234567.891, 0, 2)).toBe('1.234.567,89');
  });
});

describe('es-CO long dates without Intl', () => {
  it('writes what Intl writes, in the local zone and in UTC', () => {
    const local = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' });
    const utc = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'UTC' });
    for (let i = 0; i < 2000; i += 1) {
      const date = new Date(Date.UTC(1990, 0, 1) + random() * 60 * 365 * 86_400_000);
      expect(esCoLongDate(date, 'local')).toBe(local.format(date));
      expect(esCoLongDate(date, 'UTC')).toBe(utc.format(date));
    }
  });

  it('leaves an invalid date to Intl', () => {
    expect(esCoLongDate(new Date('no es una fecha'), 'local')).toBeNull();
  });
});
