import LockIcon from '@mui/icons-material/Lock';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { EvaluationOverview, EvaluationSessionSummary } from '@academia/shared';
import { useId } from 'react';
import { errorMessageFor } from '../../../lib/api-client';
import { formatDuration, formatHours, formatNumber, formatScore } from '../../../lib/format';
import { countQuestions } from '../utils/format';
import { PRETEST_NO_GRADE_TEXT } from '../utils/texts';
import { EvaluationPanel, PanelHeading } from './evaluation-panel';

interface EvaluationIntroProps {
  overview: EvaluationOverview;
  /** The attempt left open (a reload, a lost connection): "Continuar" resumes it at the same item. */
  inProgress: EvaluationSessionSummary | undefined;
  /** The last finished attempt of a final test, when it was not passed. */
  lastFailed: EvaluationSessionSummary | undefined;
  starting: boolean;
  startError: unknown;
  onStart: () => void;
}

/** "Intento 2 de 3", "Intento 2 (sin límite de intentos)" or "Usaste 3 de 3 intentos." */
export function attemptText(overview: EvaluationOverview, inProgress: EvaluationSessionSummary | undefined): string {
  const { attemptsAllowed: allowed, attemptsUsed: used } = overview;
  if (inProgress) {
    return allowed === null
      ? `Intento ${formatNumber(inProgress.attempt)}`
      : `Intento ${formatNumber(inProgress.attempt)} de ${formatNumber(allowed)}`;
  }
  if (allowed === null) return `Intento ${formatNumber(used + 1)} (sin límite de intentos)`;
  if (used >= allowed) return `Usaste ${formatNumber(used)} de ${formatNumber(allowed)} intentos.`;
  return `Intento ${formatNumber(used + 1)} de ${formatNumber(allowed)}`;
}

/** How long an attempt is, from the server's settings: "entre 8 y 20 preguntas". */
function adaptiveText({ min, max }: EvaluationOverview['itemCount']): string {
  return `La prueba se adapta a tus respuestas: entre ${formatNumber(min)} y ${formatNumber(
    max,
  )} preguntas, una a la vez. Termina cuando ya hay suficiente información sobre lo que sabes.`;
}

/** What the evaluation is, whether it can be taken now (and why not), and "Comenzar" or "Continuar". */
/** The recorded study time against the route's stated intensity; the certificate states both (decision 029). */
export function studyTimeText(overview: EvaluationOverview): string {
  return (
    `Tiempo de estudio registrado en esta ruta: ${formatDuration(overview.route.studySeconds)}, de una intensidad ` +
    `de ${formatHours(overview.route.hours, 'long')}. Su certificado indicará los dos datos.`
  );
}

export function EvaluationIntro({
  overview,
  inProgress,
  lastFailed,
  starting,
  startError,
  onStart,
}: EvaluationIntroProps) {
  const titleId = useId();
  const isTest = overview.kind === 'test';
  return (
    <EvaluationPanel labelledBy={titleId} gap={2} maxWidth={880}>
      <PanelHeading id={titleId}>{isTest ? 'Sobre la evaluación final' : 'Sobre el pre-test'}</PanelHeading>
      {isTest ? (
        <>
          <Typography>
            La evaluación final comprueba lo que aprendiste en «{overview.route.title}». Necesitas al menos{' '}
            <strong>{formatScore(overview.route.passMark)}</strong> para aprobar; al aprobarla completas la ruta y
            recibes tu certificado.
          </Typography>
          <Typography>{adaptiveText(overview.itemCount)}</Typography>
          <Typography>{studyTimeText(overview)}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{attemptText(overview, inProgress)}</Typography>
        </>
      ) : (
        <>
          <Typography>
            El pre-test es un diagnóstico de lo que ya sabes sobre «{overview.route.title}». {PRETEST_NO_GRADE_TEXT} Se
            presenta una sola vez y, al terminarlo, puedes seguir con los contenidos de la ruta.
          </Typography>
          <Typography>{adaptiveText(overview.itemCount)}</Typography>
        </>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Cada respuesta se guarda al enviarla: si se corta la conexión o cierras la página, puedes continuar donde
        quedaste.
      </Typography>

      {lastFailed?.result && !inProgress && (
        <Typography>
          En tu último intento obtuviste {formatScore(lastFailed.result.score)}. Revisa tus respuestas en el historial
          antes de volver a intentarlo: la revisión muestra la respuesta correcta y por qué.
        </Typography>
      )}

      {inProgress && (
        <Typography>
          Tienes un intento en curso con {countQuestions(inProgress.answered)}{' '}
          {inProgress.answered === 1 ? 'respondida' : 'respondidas'}.
        </Typography>
      )}

      {overview.canStart ? (
        <Box>
          <Button
            variant="contained"
            size="large"
            onClick={onStart}
            loading={starting}
            startIcon={<PlayArrowIcon aria-hidden="true" />}
            sx={{ minHeight: 48 }}
          >
            {inProgress ? 'Continuar' : 'Comenzar'}
          </Button>
        </Box>
      ) : (
        <Alert severity="info" icon={<LockIcon aria-hidden="true" />}>
          {overview.lockedReason ?? 'Esta evaluación no está disponible por ahora.'}
        </Alert>
      )}

      {startError != null && <Alert severity="error">{errorMessageFor(startError)}</Alert>}
    </EvaluationPanel>
  );
}
