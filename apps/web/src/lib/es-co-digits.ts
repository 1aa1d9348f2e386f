/*
 * Numbers and long dates written exactly as `Intl` writes them for es-CO, without `Intl`. The first `Intl` formatter
 * a page creates loads the locale's data: 40–90 ms of main thread on a desktop, four times that on the mid-range
 * phone the learner pages are measured on (docs/decisions/063). The learner pages show whole numbers, hours, minutes
 * and dates in words, so those are written here; rarer formats (times of day, compact dates) keep `Intl`.
 * `es-co-digits.test.ts` compares every function with `Intl` over thousands of values.
 */

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** "1234567" → "1.234.567": es-CO groups every three digits with a dot, from 1.000 on. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Rounds a plain decimal string ("12.345") half away from zero to `maxFraction` digits. Rounding the shortest
 * decimal that reads back as the number, as ICU does, not its binary value: 1.005 becomes 1.01, where
 * `toFixed(2)` gives "1.00".
 */
function roundDecimal(plain: string, maxFraction: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = plain.split('.');
  if (fraction.length <= maxFraction) return { whole, fraction };
  const kept = BigInt(whole + fraction.slice(0, maxFraction)) + (fraction.charCodeAt(maxFraction) >= 53 ? 1n : 0n);
  const digits = kept.toString().padStart(maxFraction + 1, '0');
  return { whole: digits.slice(0, digits.length - maxFraction), fraction: digits.slice(digits.length - maxFraction) };
}

/**
 * A number as `new Intl.NumberFormat('es-CO', { minimumFractionDigits, maximumFractionDigits })` writes it, or null
 * for what this does not cover (not finite, or written with an exponent), which the caller leaves to `Intl`.
 */
export function esCoDecimal(value: number, minFraction: number, maxFraction: number): string | null {
  const plain = String(Math.abs(value));
  if (!Number.isFinite(value) || plain.includes('e')) return null;
  const rounded = roundDecimal(plain, maxFraction);
  let fraction = rounded.fraction.padEnd(minFraction, '0');
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(rounded.whole)}${fraction ? `,${fraction}` : ''}`;
}

/**
 * A date as `new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' })` writes it ("14 de marzo de 2025"), in the
 * browser's time zone or in UTC; null for an invalid date or a year outside 1000–9999, left to `Intl`.
 */
export function esCoLongDate(date: Date, zone: 'local' | 'UTC'): string | null {
  const year = zone === 'UTC' ? date.getUTCFullYear() : date.getFullYear();
  if (Number.isNaN(year) || year < 1000 || year > 9999) return null;
  const month = zone === 'UTC' ? date.getUTCMonth() : date.getMonth();
  const day = zone === 'UTC' ? date.getUTCDate() : date.getDate();
  return `${String(day)} de ${MONTHS[month] ?? ''} de ${String(year)}`;
}
