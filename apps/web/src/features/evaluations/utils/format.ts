import { formatCount } from '../../../lib/format';

/*
 * Formats only the evaluation pages use; numbers, percentages, scores, hours and dates come from `src/lib/format`.
 */

const signedNumber = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, signDisplay: 'exceptZero' });

/** A gain in points as "+45 puntos", "-5 puntos", "0 puntos" or "+1 punto". */
export function formatGainPoints(points: number): string {
  return `${signedNumber.format(points)} ${Math.abs(points) === 1 ? 'punto' : 'puntos'}`;
}

/** "1 pregunta", "12 preguntas". */
export function countQuestions(count: number): string {
  return formatCount(count, 'pregunta', 'preguntas');
}
