import Typography from '@mui/material/Typography';
import { gainSentence, type LearningGain } from '@academia/shared';
import { useId } from 'react';
import { formatDecimal, formatNumber } from '../../../lib/format';
import { formatGainPoints } from '../utils/format';
import { NORMALIZED_GAIN_TEXT } from '../utils/texts';

/** "Prueba inicial: 40 de 100 · Evaluación final: 85 de 100": both scores, for everyone. */
export function gainScoresText(gain: LearningGain): string {
  return `Prueba inicial: ${formatNumber(gain.pretestScore)} de 100 · Evaluación final: ${formatNumber(gain.testScore)} de 100`;
}

/** For admins: "Ganancia: +45 puntos (ganancia normalizada 0,75)". */
export function adminGainText(gain: LearningGain): string {
  const normalized =
    gain.normalizedGain === null ? '' : ` (ganancia normalizada ${formatDecimal(gain.normalizedGain)})`;
  return `Ganancia: ${formatGainPoints(gain.gain)}${normalized}`;
}

interface GainSummaryProps {
  gain: LearningGain;
  /** An admin reading a learner's results also gets the normalised gain and what it means; a learner never does. */
  forAdmin?: boolean;
}

/**
 * The learning gain between the prueba inicial and the final test. A learner reads it in points ("Mejoró 45 puntos
 * desde su prueba inicial."); the normalised gain and its formula stay on admin pages (ADR 030).
 */
export function GainSummary({ gain, forAdmin = false }: GainSummaryProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
        Avance desde la prueba inicial
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{forAdmin ? adminGainText(gain) : gainSentence(gain.gain)}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>{gainScoresText(gain)}</Typography>
      {forAdmin && gain.normalizedGain !== null && (
        <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
          {NORMALIZED_GAIN_TEXT}
        </Typography>
      )}
    </section>
  );
}
