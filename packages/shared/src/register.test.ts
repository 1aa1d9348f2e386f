import { describe, expect, it } from 'vitest';
import { errorMessages } from './errors';
import { findInformalSpanish } from './register';

describe('findInformalSpanish', () => {
  it('finds the "tú" forms: pronouns, second-person verbs and sentence-initial imperatives', () => {
    expect(findInformalSpanish('Revisa tu correo: te enviamos un código.')).toEqual(['Revisa', 'tu', 'te']);
    expect(findInformalSpanish('No puedes desactivar tus sesiones; inténtalo de nuevo.')).toEqual([
      'puedes',
      'tus',
      'inténtalo',
    ]);
    expect(findInformalSpanish('Ya usaste todos los intentos. Vuelve a intentarlo mañana.')).toEqual([
      'usaste',
      'Vuelve',
      'Vuelve a intentarlo',
    ]);
    expect(findInformalSpanish('«Selecciona todas las correctas.»')).toEqual(['Selecciona']);
    expect(findInformalSpanish('Recomendadas para ti')).toEqual(['ti']);
  });

  it('leaves "usted", third persons and words that only contain the letters alone', () => {
    expect(findInformalSpanish('Revise su correo: le enviamos un código. Usted ya puede iniciar sesión.')).toEqual([]);
    // "tu" inside words, accented letters around it, "TI" (tarjeta de identidad), nouns in -aste.
    expect(
      findInformalSpanish('Estatuto, tutela, actuar, situación, Túnel; documento TI; el contraste y el desgaste.'),
    ).toEqual([]);
    // A verb opening a third-person sentence in a summary is not an order to the reader.
    expect(
      findInformalSpanish('La agenda revisa incidentes. Crea el Sistema General. Define el acoso laboral.'),
    ).toEqual([]);
  });

  it('allows the one text the specification fixes word for word, and nothing around it', () => {
    expect(findInformalSpanish('Ingresa tu búsqueda')).toEqual([]);
    expect(findInformalSpanish('Escriba en la casilla «Ingresa tu búsqueda» del encabezado.')).toEqual([]);
    expect(findInformalSpanish('Ingresa tu búsqueda y revisa tus resultados')).toEqual(['tus']);
  });
});

describe('the shared Spanish texts speak as "usted" (docs/writing.md)', () => {
  // The schemas are scanned as files by apps/server/src/register.test.ts (this package has no Node types).
  it('every error message', () => {
    const informal = Object.entries(errorMessages).filter(([, message]) => findInformalSpanish(message).length > 0);
    expect(informal).toEqual([]);
  });
});
