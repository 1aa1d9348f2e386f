import { z } from 'zod';

/** DIAN's weights for the NIT's modulo-11 check digit, from the rightmost digit of the base leftwards. */
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/** A NIT's base has at most 15 digits (DIAN's weights); a natural person's NIT is their cédula, so it may be short. */
export const NIT_BASE_MIN_DIGITS = 5;
export const NIT_BASE_MAX_DIGITS = NIT_WEIGHTS.length;

/**
 * The DIAN check digit (dígito de verificación) of a NIT base: each digit, from the right, times its weight; the
 * sum modulo 11 is the digit when it is 0 or 1, otherwise the digit is 11 minus it.
 */
export function nitCheckDigit(base: string): number {
  if (!/^\d+$/.test(base) || base.length > NIT_WEIGHTS.length) {
    throw new RangeError(`A NIT base has 1 to ${String(NIT_WEIGHTS.length)} digits: ${base}`);
  }
  let sum = 0;
  for (let i = 0; i < base.length; i += 1) {
    sum += Number(base[base.length - 1 - i]) * (NIT_WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder <= 1 ? remainder : 11 - remainder;
}

/** `900.123.456-8`, `900123456 - 8`, `900,123,456-8` → `{ base: '900123456', digit: '8' }`; null when no digit is apart. */
function splitNit(value: string): { base: string; digit: string } | null {
  const match = /^([\d.,\s]+?)\s*[-\s]\s*(\d)$/u.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  return { base: match[1].replace(/[.,\s]/gu, ''), digit: match[2] };
}

/** The stored form `#########-D`, or the trimmed input unchanged when it is not a NIT. */
export function normaliseNit(value: string): string {
  const parts = splitNit(value);
  return parts && /^\d+$/.test(parts.base) ? `${parts.base}-${parts.digit}` : value.trim();
}

/** Why `value` is not a valid NIT, in Spanish, or null when it is one (any accepted spelling). */
export function nitProblem(value: string): string | null {
  const parts = splitNit(value);
  if (!parts || !/^\d+$/.test(parts.base)) {
    return 'Escriba el NIT con su dígito de verificación separado por un guion, por ejemplo 900123456-8.';
  }
  const { base, digit } = parts;
  if (base.length < NIT_BASE_MIN_DIGITS || base.length > NIT_BASE_MAX_DIGITS) {
    return `El NIT debe tener entre ${String(NIT_BASE_MIN_DIGITS)} y ${String(NIT_BASE_MAX_DIGITS)} dígitos antes del dígito de verificación.`;
  }
  const expected = nitCheckDigit(base);
  if (Number(digit) !== expected) {
    return `El dígito de verificación del NIT ${base} es ${String(expected)}, no ${digit}.`;
  }
  return null;
}

/**
 * A NIT with its check digit, written as people write it (`900123456-8`, `900.123.456-8`, `900123456 8`) and
 * stored as `900123456-8`. A wrong check digit is refused with a message that gives the right one.
 */
export const nitSchema = z
  .string()
  .overwrite(normaliseNit)
  .superRefine((value, ctx) => {
    const problem = nitProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
