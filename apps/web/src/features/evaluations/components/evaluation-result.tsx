import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EvaluationKind, EvaluationResult } from '@academia/shared';
import { useId, type ReactNode } from 'react';
import { CertificateLinks } from '../../../components/certificate-links';
import { formatScore } from '../../../lib/format';
import { countQuestions } from '../utils/format';
import { PRETEST_NO_GRADE_TEXT } from '../utils/texts';
import { EvaluationPanel, PanelHeading } from './evaluation-panel';
import { GainSummary } from './gain-summary';
import { MasteryTable } from './mastery-table';

interface EvaluationResultViewProps {
  kind: EvaluationKind;
  result: EvaluationResult;
  /** Move focus to the heading (the learner just pressed "Ver resultado", which is gone now). */
  focusOnMount?: boolean;
  /** "Intentar de nuevo", "Volver a la ruta"… */
  actions?: ReactNode;
}

/** The score, pass or fail (final test only), mastery per topic, the learning gain and the certificate. */
export function EvaluationResultView({ kind, result, focusOnMount = false, actions }: EvaluationResultViewProps) {
  const headingId = useId();

  return (
    <EvaluationPanel labelledBy={headingId} gap={3} maxWidth={880}>
      <Box>
        <PanelHeading id={headingId} focusOnMount={focusOnMount}>
          Resultado
        </PanelHeading>
        <Typography sx={{ mt: 1, fontSize: '1.25rem', fontWeight: 700 }}>
          Obtuviste {formatScore(result.score)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>Respondiste {countQuestions(result.itemsAnswered)}.</Typography>
      </Box>

      {kind === 'test' && result.passed !== null ? (
        <Alert role="status" severity={result.passed ? 'success' : 'warning'}>
          <AlertTitle>
            {result.passed ? 'Aprobaste la evaluación final' : 'Todavía no apruebas la evaluación final'}
          </AlertTitle>
          {result.passed
            ? `Superaste la nota mínima de ${formatScore(result.passMark)}.`
            : `La nota mínima es ${formatScore(result.passMark)}. Repasa los temas con brechas antes de volver a intentarlo.`}
        </Alert>
      ) : (
        <Typography>
          {PRETEST_NO_GRADE_TEXT} Usa el dominio por tema para saber en qué enfocarte al estudiar la ruta.
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
        Tu certificado
      </Typography>
      <Typography sx={{ mb: 1.5 }}>Completaste la ruta: tu certificado ya está disponible.</Typography>
      <CertificateLinks code={code} />
    </section>
  );
}
