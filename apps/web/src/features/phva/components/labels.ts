import { phvaPhaseLabels, phvaRatingLabels, type CycleSummary } from '@academia/shared';
import { formatDecimal } from '../../../lib/format';

export const statusLabels = { cumple: 'Cumple', no_cumple: 'No cumple', no_aplica: 'No aplica' } as const;

/** "85,25 %": a score with its two decimals and the es-CO comma. */
export const formatScorePercent = (score: number) => `${formatDecimal(score)}\u00a0%`;

export function phaseText(cycle: Pick<CycleSummary, 'phase' | 'status'>): string {
  return cycle.status === 'cerrado' ? 'Cerrado' : phvaPhaseLabels[cycle.phase];
}

export function ratingText(cycle: Pick<CycleSummary, 'rating'>): string {
  return cycle.rating ? phvaRatingLabels[cycle.rating] : '—';
}

// MUI's orange "warning" with white text is below 4.5:1, so the middle band keeps the neutral chip; the word says it.
export const ratingColor = { critico: 'error', moderadamente_aceptable: 'default', aceptable: 'success' } as const;
