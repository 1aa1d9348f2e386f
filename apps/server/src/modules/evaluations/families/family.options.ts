import type { FamilyOption } from './family.types.js';

const OPTION_IDS = ['a', 'b', 'c', 'd', 'e'];

const numberFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/** A number as a learner reads it in es-CO (decimal comma, dot for thousands). */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/**
 * Options for a numeric answer: the key plus up to `count − 1` distinct wrong values, sorted ascending so the key's
 * position follows the numbers, not the author. Wrong values equal to the key, non-finite, negative or above `max` are dropped.
 */
export function numericOptions(
  key: number,
  wrong: readonly number[],
  format: (value: number) => string = formatNumber,
  count = 4,
  max = Infinity,
): FamilyOption[] {
  const values = [key];
  for (const value of wrong) {
    const rounded = Math.round(value * 100) / 100;
    if (!Number.isFinite(rounded) || rounded < 0 || rounded > max || values.includes(rounded)) continue;
    if (values.length >= count) break;
    values.push(rounded);
  }
  return values
    .sort((x, y) => x - y)
    .map((value, i) => ({ id: OPTION_IDS[i] ?? String(i), text: format(value), correct: value === key }));
}

/** Options from a fixed list of labels in their natural order (e.g. levels I–IV); `key` must be one of them. */
export function labelOptions(labels: readonly string[], key: string): FamilyOption[] {
  if (!labels.includes(key)) throw new RangeError(`La clave «${key}» no está entre las opciones.`);
  return labels.map((text, i) => ({ id: OPTION_IDS[i] ?? String(i), text, correct: text === key }));
}

/** Picks `count` items spread evenly over `values` (deterministic), keeping their order. */
export function spread<T>(values: readonly T[], count: number): T[] {
  if (values.length <= count) return [...values];
  const step = values.length / count;
  return Array.from({ length: count }, (_, i) => values[Math.floor(i * step)] as T);
}
