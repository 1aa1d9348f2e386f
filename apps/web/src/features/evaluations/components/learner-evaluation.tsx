import ReplayIcon from '@mui/icons-material/Replay';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { evaluationKindLabels, type EvaluationOverview } from '@academia/shared';
import { PageHeader } from '../../../components/page-header';
import { errorMessageFor } from '../../../lib/api-client';
import { useEvaluationAttempt } from '../hooks/use-evaluation-attempt';
import { evaluationCrumbs } from '../utils/paths';
import { kindInSentence } from '../utils/texts';
import { AttemptsUsedUp, attemptsUsedUp } from './attempts-used-up';
import { BackToRoute } from './back-to-route';
import { EvaluationIntro } from './evaluation-intro';
import { EvaluationQuestion } from './evaluation-question';
import { EvaluationResultView } from './evaluation-result';
import { SessionHistory } from './session-history';

interface LearnerEvaluationProps {
  overview: EvaluationOverview;
  /** False while the overview is being fetched again (after an attempt ends). */
  fresh: boolean;
  onFinished: (() => void) | undefined;
}

/** Where the overview leaves the learner: an attempt to resume, a result that ends it, or a failed final test. */
function overviewState({ kind, sessions }: EvaluationOverview) {
  const inProgress = sessions.find((session) => session.status === 'in_progress');
  const finished = sessions
    .filter((session) => session.status === 'finished' && session.result)
    .sort((a, b) => b.attempt - a.attempt);
  // A finished pre-test, or a passed final test, is where this evaluation ends: show its result.
  const concluded = inProgress
    ? undefined
    : kind === 'pretest'
      ? finished[0]
      : finished.find((session) => session.result?.passed === true);
  const lastFailed = kind === 'test' && finished[0]?.result?.passed === false ? finished[0] : undefined;
  return { inProgress, concluded, lastFailed };
}

/** The learner's own evaluation: intro, one item at a time, the result, and the history. */
export function LearnerEvaluation({ overview, fresh, onFinished }: LearnerEvaluationProps) {
  const { kind, route } = overview;
  const attempt = useEvaluationAttempt({ routeId: route.id, kind, onFinished });
  const { phase, startError } = attempt;

  const header = (
    <PageHeader title={evaluationKindLabels[kind]} breadcrumbs={evaluationCrumbs(route.id, route.title)} />
  );
  const history = (
    <SessionHistory
      routeId={route.id}
      sessions={overview.sessions}
      emptyText={`Todavía no ha presentado ${kindInSentence(kind)}.`}
    />
  );

  // "Pregunta N: respuesta guardada." stays mounted across questions and the result, so each new sentence is
  // announced (a live region that appears together with its text is often not read).
  const recorded = (
    <Box aria-live="polite" aria-atomic="true" sx={{ mb: attempt.recorded ? 2 : 0, maxWidth: '72ch' }}>
      {attempt.recorded && (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
          <TaskAltIcon aria-hidden="true" fontSize="small" />
          {attempt.recorded}
        </Typography>
      )}
    </Box>
  );

  if (phase.name === 'question') {
    return (
      <>
        {header}
        {recorded}
        {attempt.notice && (
          <Alert severity="info" sx={{ mb: 2, maxWidth: '72ch' }}>
            {attempt.notice}
          </Alert>
        )}
        {startError !== null && (
          <Alert severity="error" sx={{ mb: 2, maxWidth: '72ch' }}>
            {errorMessageFor(startError)}
          </Alert>
        )}
        <EvaluationQuestion
          key={phase.item.id}
          number={phase.number}
          item={phase.item}
          progress={phase.progress}
          submitting={attempt.answering || attempt.starting}
          error={attempt.answerError}
          onAnswer={attempt.submitAnswer}
        />
      </>
    );
  }

  if (phase.name === 'result') {
    const failed = kind === 'test' && phase.result.passed === false;
    // Until the overview is fetched again it is not known whether another attempt is left: say neither.
    const usedUp = fresh && attemptsUsedUp(overview);
    const retry = !fresh ? 'unknown' : overview.canStart ? 'available' : usedUp ? 'used_up' : 'unknown';
    return (
      <>
        {header}
        {recorded}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <EvaluationResultView
            kind={kind}
            result={phase.result}
            focusOnMount
            retry={retry}
            actions={
              <>
                {failed && fresh && overview.canStart && (
                  <Button
                    variant="contained"
                    onClick={attempt.begin}
                    loading={attempt.starting}
                    startIcon={<ReplayIcon aria-hidden="true" />}
                    sx={{ minHeight: 48 }}
                  >
                    Intentar de nuevo
                  </Button>
                )}
                <BackToRoute routeId={route.id} />
                {failed && usedUp && overview.attemptsAllowed !== null && (
                  <AttemptsUsedUp attemptsAllowed={overview.attemptsAllowed} contact={overview.contact} />
                )}
                {failed && fresh && !overview.canStart && !usedUp && overview.lockedReason && (
                  <Typography sx={{ flexBasis: '100%' }}>{overview.lockedReason}</Typography>
                )}
                {startError !== null && (
                  <Alert severity="error" sx={{ flexBasis: '100%' }}>
                    {errorMessageFor(startError)}
                  </Alert>
                )}
              </>
            }
          />
          {history}
        </Box>
      </>
    );
  }

  const { inProgress, concluded, lastFailed } = overviewState(overview);
  return (
    <>
      {header}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        {concluded?.result ? (
          <EvaluationResultView kind={kind} result={concluded.result} actions={<BackToRoute routeId={route.id} />} />
        ) : (
          <EvaluationIntro
            overview={overview}
            inProgress={inProgress}
            lastFailed={lastFailed}
            starting={attempt.starting}
            startError={startError}
            onStart={attempt.begin}
          />
        )}
        {history}
      </Box>
    </>
  );
}
