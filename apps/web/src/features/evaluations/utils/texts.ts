import type { EvaluationKind } from '@academia/shared';

/** Sentences shared by several evaluation pages (and their tests). */

export const ROUTE_NOT_FOUND_TEXT = 'No encontramos esta ruta.';
export const READ_ONLY_TEXT = 'Vista de solo lectura';
export const FORBIDDEN_TEXT = 'No tiene permiso para ver las evaluaciones de otra persona.';
export const PRETEST_NO_GRADE_TEXT = 'La prueba inicial es diagnóstica: no se aprueba ni se reprueba.';
export const CERTIFICATE_DISCLAIMER =
  'Este certificado es un registro de formación de la Academia SST; no corresponde al curso virtual de 50 horas del SG-SST.';
/** For admins only: learners read the gain in points, never this formula (ADR 030). */
export const NORMALIZED_GAIN_TEXT =
  'La ganancia normalizada compara lo que mejoró con lo que le faltaba por aprender: (final − inicial) ÷ (100 − inicial); 1 es el máximo.';
export const ITEM_NOT_CURRENT_TEXT =
  'Esa pregunta ya no era la actual (quizá respondió en otra pestaña). Seguimos donde quedó.';
export const REVIEW_NOT_FOUND_TEXT = 'No encontramos esta evaluación.';
export const PICK_ANSWER_TEXT = 'Elija una respuesta antes de responder.';

/** "la prueba inicial" / "la evaluación final", inside a sentence. */
export function kindInSentence(kind: EvaluationKind): string {
  return kind === 'test' ? 'la evaluación final' : 'la prueba inicial';
}
