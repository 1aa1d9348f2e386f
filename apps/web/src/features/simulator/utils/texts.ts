import { formatNumber } from '../../../lib/format';

/** "+10 puntos", "−5 puntos", "0 puntos", "1 punto". */
export function pointsText(points: number): string {
  const sign = points > 0 ? '+' : points < 0 ? '−' : '';
  const size = Math.abs(points);
  return `${sign}${formatNumber(size)} ${size === 1 ? 'punto' : 'puntos'}`;
}

/** "35 de 50 puntos". */
export function scoreText(score: number, maxScore: number): string {
  return `${formatNumber(score)} de ${formatNumber(maxScore)} puntos`;
}

export const CRITICAL_TEXT = 'Error crítico: con esta decisión el intento ya no puede aprobarse.';
