import { describe, expect, it } from 'vitest';
import { errorMessages } from './errors';
import { findAnglicisms, findInformalSpanish } from './register';

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

  it('finds imperatives after "o", attached pronouns, "has" before a participle and imperatives after an ellipsis', () => {
    expect(findInformalSpanish('No hay resultados. Pruebe con otras palabras o revisa la ortografía.')).toEqual([
      'revisa',
    ]);
    expect(findInformalSpanish('La página no existe o vuelve al inicio')).toEqual(['vuelve']);
    expect(findInformalSpanish('No se puede mostrar: descárgalo. Elígelo de nuevo o súbelo.')).toEqual([
      'descárgalo',
      'Elígelo',
      'súbelo',
    ]);
    expect(findInformalSpanish('Ya has completado la ruta; ten en cuenta el plazo.')).toEqual(['has', 'ten en cuenta']);
    expect(findInformalSpanish('Revise la ortografía… Presiona Escape para cerrar.')).toEqual(['Presiona']);
    expect(findInformalSpanish('Prepara las preguntas y separa las columnas. Separa con «;».')).toEqual([
      'Prepara',
      'Separa',
    ]);
  });

  it('leaves the usted forms of the same sentences and code that only looks alike', () => {
    expect(
      findInformalSpanish('Pruebe con otras palabras o revise la ortografía. Descárguelo o súbalo; elíjalo de nuevo.'),
    ).toEqual([]);
    expect(findInformalSpanish('if (seen.has(id)) return; const has = true; has completedAt')).toEqual([]);
    // "o" then a third person that is not in the list, and a summary that goes on with "y revisa".
    expect(findInformalSpanish('El comité aprueba o rechaza; recorre el local y revisa los extintores.')).toEqual([]);
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

describe('findAnglicisms', () => {
  it('finds the anglicisms users must not read', () => {
    expect(findAnglicisms('Pre-test diagnóstico, el pre-test, Pretest')).toEqual(['Pre-test', 'pre-test', 'Pretest']);
    expect(findAnglicisms("Quiz rápido · label: 'Quiz' · Nota para aprobar el quiz")).toEqual([
      'Quiz',
      'Quiz',
      'el quiz',
    ]);
    expect(findAnglicisms('Menú: Insight Hub')).toEqual(['Insight Hub']);
  });

  it('leaves code names and route paths', () => {
    expect(
      findAnglicisms(
        "kind === 'pretest'; quiz: Quiz | null; Quiz['questions']; PretestCard; import QuizIcon from '@mui/icons-material/Quiz'; '/admin/insight-hub'",
      ),
    ).toEqual([]);
  });
});

describe('the shared Spanish texts speak as "usted" (docs/writing.md)', () => {
  // The schemas are scanned as files by apps/server/src/register.test.ts (this package has no Node types).
  it('every error message', () => {
    const informal = Object.entries(errorMessages).filter(([, message]) => findInformalSpanish(message).length > 0);
    expect(informal).toEqual([]);
  });
});
