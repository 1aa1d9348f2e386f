import { formatCount, formatNumber } from '../../../lib/format';

/*
 * Formats only the evaluation pages use; numbers, percentages, scores, hours and dates come from `src/lib/format`.
 */

/** A gain in points as "+45 puntos", "-5 puntos", "0 puntos" or "+1 punto". */
export function formatGainPoints(points: number): string {
  // The sign is written unless the rounded number is zero, as `Intl`'s `signDisplay: 'exceptZero'` does.
  const magnitude = formatNumber(Math.abs(points));
  const sign = magnitude === '0' ? '' : points > 0 ? '+' : '-';
  return `${sign}${magnitude} ${Math.abs(points) === 1 ? 'punto' : 'puntos'}`;
}

/** "1 pregunta", "12 preguntas". */
export function countQuestions(count: number): string {
  return formatCount(count, 'pregunta', 'preguntas');
}
