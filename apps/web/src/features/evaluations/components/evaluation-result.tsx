import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { correctAnswersText, SCORE_EXPLANATION, type EvaluationKind, type EvaluationResult } from '@academia/shared';
import { useId, type ReactNode } from 'react';
import { CertificateLinks } from '../../../components/certificate-links';
import { formatScore } from '../../../lib/format';
import { PRETEST_NO_GRADE_TEXT } from '../utils/texts';
import { EvaluationPanel, PanelHeading } from './evaluation-panel';
import { GainSummary } from './gain-summary';
import { MasteryTable } from './mastery-table';

/** What follows a failed final test: another attempt is possible, none is left, or not known yet. */
export type RetryOutlook = 'available' | 'used_up' | 'unknown';

interface EvaluationResultViewProps {
  kind: EvaluationKind;
  result: EvaluationResult;
  /** Move focus to the heading (the learner just pressed "Ver resultado", which is gone now). */
  focusOnMount?: boolean;
  /** Only "repase… antes de volver a intentarlo" when another attempt is really possible. */
  retry?: RetryOutlook;
  /** "Intentar de nuevo", "Volver a la ruta"… */
  actions?: ReactNode;
}

function failedText(passMark: number, retry: RetryOutlook): string {
  const mark = `La nota mínima es ${formatScore(passMark)}.`;
  return retry === 'available' ? `${mark} Repase los temas con brechas antes de volver a intentarlo.` : mark;
}

/**
 * The right answers first ("17 de 20 correctas"), then the 0–100 score with one sentence on why they differ; pass
 * or fail (final test only), mastery per topic, the gain in points and the certificate.
 */
export function EvaluationResultView({
  kind,
  result,
  focusOnMount = false,
  retry = 'unknown',
  actions,
}: EvaluationResultViewProps) {
  const headingId = useId();

  return (
    <EvaluationPanel labelledBy={headingId} gap={3} maxWidth={880}>
      <Box>
        <PanelHeading id={headingId} focusOnMount={focusOnMount}>
          Resultado
        </PanelHeading>
        <Typography sx={{ mt: 1, fontSize: '1.25rem', fontWeight: 700 }}>
          {correctAnswersText(result.correctAnswers, result.itemsAnswered)}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>Puntaje: {formatScore(result.score)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {SCORE_EXPLANATION}
        </Typography>
      </Box>

      {kind === 'test' && result.passed !== null ? (
        <Alert role="status" severity={result.passed ? 'success' : 'warning'}>
          <AlertTitle>
            {result.passed ? 'Aprobó la evaluación final' : 'Todavía no aprueba la evaluación final'}
          </AlertTitle>
          {result.passed
            ? `Superó la nota mínima de ${formatScore(result.passMark)}.`
            : failedText(result.passMark, retry)}
        </Alert>
      ) : (
        <Typography>
          {PRETEST_NO_GRADE_TEXT} Use el dominio por tema para saber en qué enfocarse al estudiar la ruta.
        </Typography>
      )}

      <MasteryTable mastery={result.mastery} />

      {kind === 'test' && result.gain && <GainSummary gain={result.gain} />}

      {result.certificateCode && <CertificateSection code={result.certificateCode} />}

      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>}
    </EvaluationPanel>
  );
}

function CertificateSection({ code }: { code: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
        Su certificado
      </Typography>
      <Typography sx={{ mb: 1.5 }}>Completó la ruta: su certificado ya está disponible.</Typography>
      <CertificateLinks code={code} />
    </section>
  );
}
