import { describe, expect, it } from 'vitest';
import { bankSizeOf, bankSizeProblem, bankSizeWarning } from './bank-size.js';

const limits = { minItems: 8, maxItems: 20 };

describe('bank size rules', () => {
  it('needs the final test minimum to publish and recommends the prueba inicial plus three attempts', () => {
    expect(bankSizeOf(33, limits)).toEqual({ active: 33, minimum: 8, recommended: 80 });
  });

  it('refuses below the minimum, with the numbers and what to do', () => {
    expect(bankSizeProblem(bankSizeOf(3, limits))).toBe(
      'El banco de preguntas tiene 3 preguntas activas y la evaluación final necesita al menos 8: agregue 5 más ' +
        'antes de publicar.',
    );
    expect(bankSizeProblem(bankSizeOf(1, limits))).toContain('tiene 1 pregunta activa y');
    expect(bankSizeProblem(bankSizeOf(8, limits))).toBeNull();
    // Below the minimum is a refusal, not also a warning.
    expect(bankSizeWarning(bankSizeOf(7, limits))).toBeNull();
  });

  it('warns from the minimum up to the recommended size, in es-CO numbers', () => {
    expect(bankSizeWarning(bankSizeOf(33, limits))).toBe(
      'El banco tiene 33 preguntas activas; para la prueba inicial y tres intentos de la evaluación final sin ' +
        'repetir preguntas se recomiendan al menos 80.',
    );
    expect(bankSizeWarning(bankSizeOf(79, limits))).not.toBeNull();
    expect(bankSizeWarning(bankSizeOf(80, limits))).toBeNull();
    expect(bankSizeWarning(bankSizeOf(1200, { minItems: 8, maxItems: 400 }))).toContain('al menos 1.600.');
    // A shorter pre-test needs fewer items: 15 + 3 × 25.
    expect(bankSizeOf(89, { minItems: 8, maxItems: 25, pretestMaxItems: 15 }).recommended).toBe(90);
  });
});
