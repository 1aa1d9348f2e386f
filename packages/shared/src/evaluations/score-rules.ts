import { masteryLevelLabels, type MasteryLevel } from './evaluation.schemas.js';

/*
 * The rules that turn answers into what a learner reads: a topic's level and the sentences around a score. Pure, so
 * the server stores the same level the web shows, and both are unit-tested here.
 */

/** Fewer answers than this on a topic say too little to judge it: the table says so instead of a level. */
export const MASTERY_MIN_ANSWERS = 3;
/** Share of right answers (0–100) from which a topic is a strength (fortaleza). */
export const MASTERY_STRENGTH_FROM = 80;
/** Share of right answers (0–100) under which a topic is a gap (brecha). */
export const MASTERY_GAP_BELOW = 50;

/**
 * A topic's level from the share of its answers that were right, the figure shown beside it, so "100 %" can never
 * read "En desarrollo": ≥ 80 % fortaleza, < 50 % brecha, otherwise en desarrollo; under three answers, too few to
 * judge (`insufficient`).
 */
export function masteryLevelOf(answered: number, correct: number): MasteryLevel {
  if (answered < MASTERY_MIN_ANSWERS) return 'insufficient';
  const percent = (100 * correct) / answered;
  if (percent >= MASTERY_STRENGTH_FROM) return 'strength';
  if (percent < MASTERY_GAP_BELOW) return 'gap';
  return 'developing';
}

/** The level in words for the table ("Fortaleza", "Pocas preguntas para juzgar"…). */
export function masteryLevelLabel(level: MasteryLevel): string {
  return masteryLevelLabels[level];
}

// Built on first use, not when the module loads: the first `Intl` formatter loads the locale's data.
let wholeFormat: Intl.NumberFormat | undefined;
function formatWhole(n: number): string {
  wholeFormat ??= new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
  return wholeFormat.format(n);
}

/** "17 de 20 correctas", "1 de 1 correcta": what a person counts first. */
export function correctAnswersText(correct: number, answered: number): string {
  return `${formatWhole(correct)} de ${formatWhole(answered)} ${answered === 1 ? 'correcta' : 'correctas'}`;
}

/** The one plain sentence that explains why the score is not the share of right answers. */
export const SCORE_EXPLANATION =
  'El puntaje va de 0 a 100 y las preguntas más difíciles cuentan más, por eso no es igual al porcentaje de respuestas correctas.';

/**
 * The learner's gain in words (usted): "Mejoró 90 puntos desde su prueba inicial.", "Obtuvo el mismo puntaje que en
 * su prueba inicial." or "Obtuvo 5 puntos menos que en su prueba inicial." The normalised gain is for admins only.
 */
export function gainSentence(points: number): string {
  const amount = `${formatWhole(Math.abs(points))} ${Math.abs(points) === 1 ? 'punto' : 'puntos'}`;
  if (points > 0) return `Mejoró ${amount} desde su prueba inicial.`;
  if (points < 0) return `Obtuvo ${amount} menos que en su prueba inicial.`;
  return 'Obtuvo el mismo puntaje que en su prueba inicial.';
}

/**
 * How many questions a final test of this route has: the engine's min and max, capped by the active bank (a bank of
 * 3 items gives exactly 3). `null` when the bank is empty.
 */
export function itemRange(bankSize: number, min: number, max: number): { min: number; max: number } | null {
  if (bankSize <= 0) return null;
  const upper = Math.min(max, bankSize);
  return { min: Math.min(min, upper), max: upper };
}

/** "entre 8 y 20 preguntas", "3 preguntas" (when min = max), for the test's introduction. */
export function itemRangeText(range: { min: number; max: number }): string {
  if (range.min === range.max) return `${formatWhole(range.max)} ${range.max === 1 ? 'pregunta' : 'preguntas'}`;
  return `entre ${formatWhole(range.min)} y ${formatWhole(range.max)} preguntas`;
}

/** "Selecciona/Seleccione todas las correctas." written into a prompt by its author, at its end. */
const PICK_ALL_IN_PROMPT =
  /\s*\(?\s*(?:Selecciona|Seleccione|Marca|Marque)\s+todas\s+las\s+(?:opciones\s+)?correctas\s*\.?\s*\)?\s*$/iu;

/**
 * A multiple-answer prompt without the "select all that are right" sentence its author may have ended it with: the
 * page says it once, under the question, in its own words.
 */
export function promptForLearner(prompt: string, kind: string): string {
  if (kind !== 'multiple') return prompt;
  const trimmed = prompt.replace(PICK_ALL_IN_PROMPT, '');
  return trimmed.length > 0 ? trimmed : prompt;
}
