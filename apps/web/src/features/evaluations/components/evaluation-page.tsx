import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  evaluationKindLabels,
  type AnswerFeedback,
  type ContinueEvaluationResponse,
  type EvaluationItem,
  type EvaluationKind,
  type EvaluationOverview,
  type EvaluationProgress,
  type EvaluationResult,
  type StartEvaluationResponse,
} from '@academia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CertificateLinks } from '../../../components/certificate-links';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader, type Crumb } from '../../../components/page-header';
import { errorMessageFor, isApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useContinueEvaluation, useStartEvaluation } from '../api/evaluation-session';
import { useEvaluationOverview } from '../api/get-evaluation-overview';
import { evaluationKeys } from '../api/query-keys';
import { FORBIDDEN_TEXT, ITEM_NOT_CURRENT_TEXT, READ_ONLY_TEXT } from '../utils/texts';
import { EvaluationIntro } from './evaluation-intro';
import { EvaluationQuestion } from './evaluation-question';
import { EvaluationResultView } from './evaluation-result';
import { GainSummary } from './gain-summary';
import { SessionHistory } from './session-history';

export const ROUTE_NOT_FOUND_TEXT = 'No encontramos esta ruta.';

/** `/rutas/:idRuta/pretest` or `/rutas/:idRuta/test`, optionally for one learner (`/:idUsuario`). */
export function evaluationPath(routeId: string, kind: EvaluationKind, userId?: string): string {
  const base = `/rutas/${encodeURIComponent(routeId)}/${kind}`;
  return userId ? `${base}/${encodeURIComponent(userId)}` : base;
}

function routePath(routeId: string): string {
  return `/rutas/${encodeURIComponent(routeId)}`;
}

function crumbs(routeId: string, routeTitle: string): Crumb[] {
  return [
    { label: 'Inicio', to: '/inicio' },
    { label: 'Rutas de aprendizaje', to: '/rutas' },
    { label: routeTitle, to: routePath(routeId) },
  ];
}

/** "el pre-test" / "la evaluación final", inside a sentence. */
function kindInSentence(kind: EvaluationKind): string {
  return kind === 'test' ? 'la evaluación final' : 'el pre-test';
}

function BackToRoute({ routeId, variant = 'outlined' }: { routeId: string; variant?: 'outlined' | 'text' }) {
  return (
    <Button component={RouterLink} to={routePath(routeId)} variant={variant} sx={{ minHeight: 48 }}>
      Volver a la ruta
    </Button>
  );
}

type Phase =
  | { name: 'overview' }
  | {
      name: 'question';
      sessionId: string;
      /** 1 for the first item of the session. */
      number: number;
      item: EvaluationItem;
      progress: EvaluationProgress;
      /** The server's answer once this item was answered: its feedback and what comes next. */
      answered: { feedback: AnswerFeedback; next: ContinueEvaluationResponse } | null;
    }
  | { name: 'result'; result: EvaluationResult };

/**
 * Where an answer from the server leads (starting, or after an answer): its next item, the result, or (neither: the
 * session closed meanwhile) back to the overview.
 */
function nextPhase(sessionId: string, next: Pick<StartEvaluationResponse, 'item' | 'progress' | 'result'>): Phase {
  if (next.item) {
    return {
      name: 'question',
      sessionId,
      number: next.progress.answered + 1,
      item: next.item,
      progress: next.progress,
      answered: null,
    };
  }
  if (next.result) return { name: 'result', result: next.result };
  return { name: 'overview' };
}

interface LearnerEvaluationProps {
  overview: EvaluationOverview;
  /** False while the overview is being fetched again (after an attempt ends). */
  fresh: boolean;
  onFinished: (() => void) | undefined;
}

/** The learner's own evaluation: intro, one item at a time, the result, and the history. */
function LearnerEvaluation({ overview, fresh, onFinished }: LearnerEvaluationProps) {
  const queryClient = useQueryClient();
  const start = useStartEvaluation();
  const answer = useContinueEvaluation();
  const [phase, setPhase] = useState<Phase>({ name: 'overview' });
  const [notice, setNotice] = useState<string | null>(null);
  const { kind, route } = overview;
  const title = evaluationKindLabels[kind];

  const reloadOverview = () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.overviews() });
  // The attempt ended: the history, the certificates and the route's own pages (locks, progress) changed.
  const afterFinish = () => {
    reloadOverview();
    void queryClient.invalidateQueries({ queryKey: evaluationKeys.certificates() });
    onFinished?.();
  };

  const begin = () => {
    answer.reset();
    start.mutate(
      { routeId: route.id, kind },
      {
        onSuccess: (response) => {
          const next = nextPhase(response.sessionId, response);
          setPhase(next);
          if (next.name === 'result') afterFinish();
          if (next.name === 'overview') reloadOverview();
        },
        // Attempts used up, no bank, locked meanwhile…: the overview says what holds now.
        onError: reloadOverview,
      },
    );
  };

  const submitAnswer = (optionIds: string[]) => {
    if (phase.name !== 'question') return;
    const { sessionId, item } = phase;
    answer.mutate(
      { sessionId, itemId: item.id, answer: optionIds },
      {
        onSuccess: (response) => {
          setPhase((current) =>
            current.name === 'question' && current.item.id === response.feedback.itemId
              ? { ...current, progress: response.progress, answered: { feedback: response.feedback, next: response } }
              : current,
          );
          if (response.result) afterFinish();
        },
        onError: (error) => {
          // Answered elsewhere (another tab) or the session moved on: resume at the item the server holds.
          if (isApiError(error) && error.code === 'ITEM_NOT_CURRENT') {
            setNotice(ITEM_NOT_CURRENT_TEXT);
            reloadOverview();
            begin();
          }
        },
      },
    );
  };

  const goNext = () => {
    if (phase.name !== 'question' || !phase.answered) return;
    // The result was already reported (`afterFinish`) when the last answer came back.
    const next = nextPhase(phase.sessionId, phase.answered.next);
    answer.reset();
    setNotice(null);
    setPhase(next);
    if (next.name === 'overview') reloadOverview();
  };

  const header = <PageHeader title={title} breadcrumbs={crumbs(route.id, route.title)} />;
  const history = (
    <SessionHistory sessions={overview.sessions} emptyText={`Todavía no has presentado ${kindInSentence(kind)}.`} />
  );

  if (phase.name === 'question') {
    const answerError =
      answer.isError &&
      answer.variables.itemId === phase.item.id &&
      !(isApiError(answer.error) && answer.error.code === 'ITEM_NOT_CURRENT')
        ? answer.error
        : null;
    return (
      <>
        {header}
        {notice && (
          <Alert severity="info" sx={{ mb: 2, maxWidth: '72ch' }}>
            {notice}
          </Alert>
        )}
        {start.isError && (
          <Alert severity="error" sx={{ mb: 2, maxWidth: '72ch' }}>
            {errorMessageFor(start.error)}
          </Alert>
        )}
        <EvaluationQuestion
          key={phase.item.id}
          number={phase.number}
          item={phase.item}
          progress={phase.progress}
          feedback={phase.answered?.feedback ?? null}
          submitting={answer.isPending || start.isPending}
          error={answerError}
          nextLabel={phase.answered && !phase.answered.next.item ? 'Ver resultado' : 'Siguiente pregunta'}
          onAnswer={submitAnswer}
          onNext={goNext}
        />
      </>
    );
  }

  if (phase.name === 'result') {
    const { result } = phase;
    const failed = kind === 'test' && result.passed === false;
    return (
      <>
        {header}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <EvaluationResultView
            kind={kind}
            result={result}
            focusOnMount
            actions={
              <>
                {failed && fresh && overview.canStart && (
                  <Button
                    variant="contained"
                    onClick={begin}
                    loading={start.isPending}
                    startIcon={<ReplayIcon aria-hidden="true" />}
                    sx={{ minHeight: 48 }}
                  >
                    Intentar de nuevo
                  </Button>
                )}
                <BackToRoute routeId={route.id} />
                {failed && fresh && !overview.canStart && overview.lockedReason && (
                  <Typography sx={{ flexBasis: '100%' }}>{overview.lockedReason}</Typography>
                )}
                {start.isError && (
                  <Alert severity="error" sx={{ flexBasis: '100%' }}>
                    {errorMessageFor(start.error)}
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

  const inProgress = overview.sessions.find((session) => session.status === 'in_progress');
  const finished = overview.sessions
    .filter((session) => session.status === 'finished' && session.result)
    .sort((a, b) => b.attempt - a.attempt);
  // A finished pre-test, or a passed final test, is where this evaluation ends: show its result.
  const concluded = inProgress
    ? undefined
    : kind === 'pretest'
      ? finished[0]
      : finished.find((session) => session.result?.passed === true);
  const lastFailed = kind === 'test' && finished[0]?.result?.passed === false ? finished[0] : undefined;

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
            starting={start.isPending}
            startError={start.isError ? start.error : null}
            onStart={begin}
          />
        )}
        {history}
      </Box>
    </>
  );
}

/** An admin's view of one learner's sessions: nothing can be started or answered. */
function ReadOnlyEvaluation({ overview }: { overview: EvaluationOverview }) {
  const { kind, route, learner } = overview;
  const used =
    overview.attemptsAllowed === null
      ? `${formatNumber(overview.attemptsUsed)} (sin límite)`
      : `${formatNumber(overview.attemptsUsed)} de ${formatNumber(overview.attemptsAllowed)}`;
  return (
    <>
      <PageHeader
        title={`${evaluationKindLabels[kind]} de ${learner.nombre}`}
        breadcrumbs={crumbs(route.id, route.title)}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 880 }}>
        <Alert severity="info">
          <AlertTitle>{READ_ONLY_TEXT}</AlertTitle>
          Ves los intentos de {learner.nombre} en «{route.title}». Desde aquí no se puede empezar ni responder.
        </Alert>
        {(kind === 'test' || overview.gain || overview.certificateCode) && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {kind === 'test' && <Typography>Intentos usados: {used}</Typography>}
            {kind === 'test' && overview.gain && <GainSummary gain={overview.gain} />}
            {overview.certificateCode && <CertificateLinks code={overview.certificateCode} />}
          </Paper>
        )}
        <SessionHistory
          sessions={overview.sessions}
          emptyText={`${learner.nombre} todavía no ha presentado ${kindInSentence(kind)}.`}
        />
        <Box>
          <BackToRoute routeId={route.id} />
        </Box>
      </Box>
    </>
  );
}

interface EvaluationErrorProps {
  routeId: string;
  kind: EvaluationKind;
  userId: string | null;
  error: unknown;
  retry: () => void;
}

function EvaluationError({ routeId, kind, userId, error, retry }: EvaluationErrorProps) {
  const forbidden = userId !== null && isApiError(error) && error.status === 403;
  const notFound = isApiError(error) && error.status === 404;
  const ownLabel = kind === 'test' ? 'Ver mi evaluación final' : 'Ver mi pre-test';
  return (
    <>
      <PageHeader title={evaluationKindLabels[kind]} breadcrumbs={crumbs(routeId, 'Ruta')} />
      <LoadErrorAlert
        error={error}
        onRetry={retry}
        expected={forbidden ? FORBIDDEN_TEXT : notFound ? ROUTE_NOT_FOUND_TEXT : null}
        sx={{ mb: 3, maxWidth: 720 }}
      />
      {forbidden ? (
        <Button component={RouterLink} to={evaluationPath(routeId, kind)} variant="contained" sx={{ minHeight: 48 }}>
          {ownLabel}
        </Button>
      ) : notFound ? (
        <Button component={RouterLink} to="/rutas" variant="contained" sx={{ minHeight: 48 }}>
          Ver todas las rutas
        </Button>
      ) : (
        <BackToRoute routeId={routeId} />
      )}
    </>
  );
}

interface EvaluationPageProps {
  routeId: string;
  kind: EvaluationKind;
  /** From `/…/:idUsuario`: an admin reviewing a learner. Null for the signed-in learner's own evaluation. */
  userId: string | null;
  /** Called when an attempt ends: the route's pages show locks and progress that changed with it. */
  onFinished?: () => void;
}

/** `/rutas/:idRuta/pretest/:idUsuario?` and `/rutas/:idRuta/test/:idUsuario?`. */
export function EvaluationPage({ routeId, kind, userId, onFinished }: EvaluationPageProps) {
  const overview = useEvaluationOverview(routeId, kind, userId);

  const data = overview.data;
  // A failed refetch keeps the data: an attempt on screen must not give way to an error page.
  if (data === undefined) {
    if (!overview.isError) return <LoadingScreen fullScreen={false} label="Cargando la evaluación…" />;
    return (
      <EvaluationError
        routeId={routeId}
        kind={kind}
        userId={userId}
        error={overview.error}
        retry={() => void overview.refetch()}
      />
    );
  }
  if (data.readOnly) return <ReadOnlyEvaluation overview={data} />;
  return <LearnerEvaluation overview={data} fresh={!overview.isFetching} onFinished={onFinished} />;
}
