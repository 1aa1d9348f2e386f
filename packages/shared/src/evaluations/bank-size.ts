import { z } from 'zod';

/**
 * How big a route's item bank is against what its evaluations need (ADR 034). Only active items count: retired
 * ones are never drawn.
 */
export const bankSizeSchema = z.object({
  /** Active items of the route's bank. */
  active: z.number().int(),
  /** Below this the route cannot be published: the final test's minimum length. */
  minimum: z.number().int(),
  /** Below this publishing is allowed with a warning: the prueba inicial and three final attempts without repeats. */
  recommended: z.number().int(),
});
export type BankSize = z.infer<typeof bankSizeSchema>;

/** Final-test attempts the recommended size covers, besides the prueba inicial (which draws from the same bank). */
export const RECOMMENDED_FINAL_ATTEMPTS = 3;

/**
 * The bank size of a route whose bank has `active` items, under the adaptive test's length limits: `maxItems` is
 * the final test's, `pretestMaxItems` the pre-test's (the final test's when not given).
 */
export function bankSizeOf(
  active: number,
  limits: { minItems: number; maxItems: number; pretestMaxItems?: number },
): BankSize {
  return {
    active,
    minimum: limits.minItems,
    recommended: (limits.pretestMaxItems ?? limits.maxItems) + RECOMMENDED_FINAL_ATTEMPTS * limits.maxItems,
  };
}

const count = (n: number) => new Intl.NumberFormat('es-CO').format(n);
const questions = (n: number) => `${count(n)} ${n === 1 ? 'pregunta activa' : 'preguntas activas'}`;

/** Why the route cannot be published because of its bank, or null when the bank is large enough. */
export function bankSizeProblem(size: BankSize): string | null {
  if (size.active >= size.minimum) return null;
  return (
    `El banco de preguntas tiene ${questions(size.active)} y la evaluación final necesita al menos ` +
    `${count(size.minimum)}: agregue ${count(size.minimum - size.active)} más antes de publicar.`
  );
}

/** The warning for a bank that is usable but small enough that learners would meet repeated questions. */
export function bankSizeWarning(size: BankSize): string | null {
  if (size.active < size.minimum || size.active >= size.recommended) return null;
  return (
    `El banco tiene ${questions(size.active)}; para la prueba inicial y tres intentos de la evaluación final sin ` +
    `repetir preguntas se recomiendan al menos ${count(size.recommended)}.`
  );
}
