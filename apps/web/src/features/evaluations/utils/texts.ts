import type { EvaluationKind } from '@academia/shared';

/** Sentences shared by several evaluation pages (and their tests). */

export const ROUTE_NOT_FOUND_TEXT = 'No encontramos esta ruta.';
export const READ_ONLY_TEXT = 'Vista de solo lectura';
export const FORBIDDEN_TEXT = 'No tienes permiso para ver las evaluaciones de otra persona.';
export const PRETEST_NO_GRADE_TEXT = 'El pre-test es diagnóstico: no se aprueba ni se reprueba.';
export const CERTIFICATE_DISCLAIMER =
  'Este certificado es un registro de formación de la Academia SST; no corresponde al curso virtual de 50 horas del SG-SST.';
export const NORMALIZED_GAIN_TEXT =
  'La ganancia normalizada compara lo que mejoraste con lo que te faltaba por aprender: (final − pre-test) ÷ (100 − pre-test); 1 es el máximo.';
export const ITEM_NOT_CURRENT_TEXT =
  'Esa pregunta ya no era la actual (quizá respondiste en otra pestaña). Seguimos donde quedaste.';
export const REVIEW_NOT_FOUND_TEXT = 'No encontramos esta evaluación.';
export const PICK_ANSWER_TEXT = 'Elige una respuesta antes de responder.';

/** "el pre-test" / "la evaluación final", inside a sentence. */
export function kindInSentence(kind: EvaluationKind): string {
  return kind === 'test' ? 'la evaluación final' : 'el pre-test';
}
