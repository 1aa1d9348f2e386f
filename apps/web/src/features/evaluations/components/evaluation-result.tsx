import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EvaluationKind, EvaluationResult } from '@academia/shared';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { countQuestions, formatScore } from '../utils/format';
import { PRETEST_NO_GRADE_TEXT } from '../utils/texts';
import { CertificateLinks } from './certificate-links';
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
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 880 }}
    >
      <Box>
        <Typography
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          variant="h5"
          component="h2"
          sx={{ outline: 'none', '&:focus-visible': { textDecoration: 'underline' } }}
        >
          Resultado
        </Typography>
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
    </Paper>
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
