import Typography from '@mui/material/Typography';
import type { LearningGain } from '@academia/shared';
import { useId } from 'react';
import { formatDecimal, formatNumber } from '../../../lib/format';
import { formatGainPoints } from '../utils/format';
import { NORMALIZED_GAIN_TEXT } from '../utils/texts';

/** "Pre-test: 40 · Evaluación final: 85 · Ganancia: +45 puntos (ganancia normalizada 0,75)". */
export function gainText(gain: LearningGain): string {
  const normalized =
    gain.normalizedGain === null ? '' : ` (ganancia normalizada ${formatDecimal(gain.normalizedGain)})`;
  return `Pre-test: ${formatNumber(gain.pretestScore)} · Evaluación final: ${formatNumber(gain.testScore)} · Ganancia: ${formatGainPoints(gain.gain)}${normalized}`;
}

/** The learning gain between the pre-test and the final test. */
export function GainSummary({ gain }: { gain: LearningGain }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
        Ganancia de aprendizaje
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{gainText(gain)}</Typography>
      {gain.normalizedGain !== null && (
        <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
          {NORMALIZED_GAIN_TEXT}
        </Typography>
      )}
    </section>
  );
}
