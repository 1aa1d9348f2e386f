import LockIcon from '@mui/icons-material/Lock';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  correctAnswersText,
  itemRangeText,
  type EvaluationOverview,
  type EvaluationSessionSummary,
} from '@academia/shared';
import { useId } from 'react';
import { errorMessageFor } from '../../../lib/api-client';
import { formatDuration, formatHours, formatNumber, formatScore } from '../../../lib/format';
import { countQuestions } from '../utils/format';
import { PRETEST_NO_GRADE_TEXT } from '../utils/texts';
import { AttemptsUsedUp, attemptsUsedUp } from './attempts-used-up';
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
  if (used >= allowed) return `Usó ${formatNumber(used)} de ${formatNumber(allowed)} intentos.`;
  return `Intento ${formatNumber(used + 1)} de ${formatNumber(allowed)}`;
}

/**
 * How long an attempt of this route is: the server gives the engine's range capped by the route's bank, so a bank
 * of 3 items reads "3 preguntas", never "entre 8 y 20". The final test says why some learners get more questions:
 * it goes on while their result is close to the pass mark (decision 053).
 */
export function adaptiveText(range: EvaluationOverview['itemCount'], kind: EvaluationOverview['kind']): string {
  if (range.max <= 0) return 'Esta ruta todavía no tiene preguntas para la prueba.';
  if (range.min === range.max) {
    return `La prueba tiene ${itemRangeText(range)}, una a la vez.`;
  }
  const adaptive = `La prueba se adapta a sus respuestas: ${itemRangeText(
    range,
  )}, una a la vez. Termina cuando ya hay suficiente información sobre lo que sabe.`;
  return kind === 'test'
    ? `${adaptive} Si su resultado queda cerca del puntaje mínimo, recibe algunas preguntas más, para decidir con ` +
        'certeza si aprueba.'
    : adaptive;
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
  const usedUp = attemptsUsedUp(overview);
  return (
    <EvaluationPanel labelledBy={titleId} gap={2} maxWidth={880}>
      <PanelHeading id={titleId}>{isTest ? 'Sobre la evaluación final' : 'Sobre la prueba inicial'}</PanelHeading>
      {isTest ? (
        <>
          <Typography>
            La evaluación final comprueba lo que aprendió en «{overview.route.title}». Necesita al menos{' '}
            <strong>{formatScore(overview.route.passMark)}</strong> para aprobar; al aprobarla completa la ruta y recibe
            su certificado. Después de cada respuesta solo se confirma que quedó guardada: las respuestas correctas y
            sus explicaciones aparecen en la revisión, cuando la evaluación termina.
          </Typography>
          <Typography>{adaptiveText(overview.itemCount, overview.kind)}</Typography>
          <Typography>{studyTimeText(overview)}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{attemptText(overview, inProgress)}</Typography>
        </>
      ) : (
        <>
          <Typography>
            La prueba inicial es un diagnóstico de lo que ya sabe sobre «{overview.route.title}».{' '}
            {PRETEST_NO_GRADE_TEXT} Se presenta una sola vez y, al terminarla, puede seguir con los contenidos de la
            ruta.
          </Typography>
          <Typography>{adaptiveText(overview.itemCount, overview.kind)}</Typography>
        </>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Cada respuesta se guarda al enviarla: si se corta la conexión o cierra la página, puede continuar donde quedó.
      </Typography>

      {lastFailed?.result && !inProgress && (
        <Typography>
          En su último intento obtuvo{' '}
          {correctAnswersText(lastFailed.result.correctAnswers, lastFailed.result.itemsAnswered)} (puntaje{' '}
          {formatScore(lastFailed.result.score)}).{' '}
          {overview.canStart
            ? 'Revise sus respuestas en el historial antes de volver a intentarlo: la revisión muestra la respuesta correcta y por qué.'
            : 'En el historial puede revisar sus respuestas: la revisión muestra la respuesta correcta y por qué.'}
        </Typography>
      )}

      {inProgress && (
        <Typography>
          Tiene un intento en curso con {countQuestions(inProgress.answered)}{' '}
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
      ) : usedUp && overview.attemptsAllowed !== null ? (
        <AttemptsUsedUp attemptsAllowed={overview.attemptsAllowed} contact={overview.contact} />
      ) : (
        <Alert severity="info" icon={<LockIcon aria-hidden="true" />}>
          {overview.lockedReason ?? 'Esta evaluación no está disponible por ahora.'}
        </Alert>
      )}

      {startError != null && <Alert severity="error">{errorMessageFor(startError)}</Alert>}
    </EvaluationPanel>
  );
}
