import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { evaluationKindLabels, type EvaluationReview, type ReviewedAnswer } from '@academia/shared';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useEvaluationReview } from '../api/get-evaluation-review';
import { evaluationCrumbs, evaluationPath } from '../utils/paths';
import { kindInSentence, REVIEW_NOT_FOUND_TEXT } from '../utils/texts';
import { CorrectnessLabel, correctAnswerText, optionTexts } from './answer-feedback';
import { BackToRoute } from './back-to-route';
import { outcomeText } from './session-history';

function ReviewedAnswerEntry({ answer }: { answer: ReviewedAnswer }) {
  const { item, feedback } = answer;
  const chosen = optionTexts(item, feedback.selectedOptionIds);
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
        Pregunta {formatNumber(answer.position)}. {item.prompt}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Tema: {item.topic}
      </Typography>
      <Typography>
        <CorrectnessLabel correct={feedback.correct} /> · Su respuesta: {chosen.length > 0 ? chosen.join('; ') : '—'}
      </Typography>
      <Typography>{correctAnswerText(item, feedback)}</Typography>
      {feedback.explanation && <Typography sx={{ mt: 1 }}>{feedback.explanation}</Typography>}
    </Paper>
  );
}

function ReviewContent({ review }: { review: EvaluationReview }) {
  const { route, session, learner, readOnly } = review;
  const back = evaluationPath(route.id, session.kind, readOnly ? learner.id : undefined);
  const title = `Revisión del intento ${formatNumber(session.attempt)}${readOnly ? ` de ${learner.nombre}` : ''}`;
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          ...evaluationCrumbs(route.id, route.title),
          { label: evaluationKindLabels[session.kind], to: back },
        ]}
        description={
          <>
            {evaluationKindLabels[session.kind]} de «{route.title}» · {outcomeText(session)}
            {session.finishedAt && ` · Terminado el ${formatDateTime(session.finishedAt)}`}
          </>
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 880 }}>
        <Typography>
          Cada pregunta con su respuesta, la respuesta correcta y su explicación. La revisión se abre solo cuando la
          evaluación terminó.
        </Typography>
        <Box
          component="ol"
          aria-label={`Respuestas del intento ${formatNumber(session.attempt)}`}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {review.answers.map((answer) => (
            <ReviewedAnswerEntry key={answer.position} answer={answer} />
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button component={RouterLink} to={back} variant="contained" sx={{ minHeight: 48 }}>
            Volver a {kindInSentence(session.kind)}
          </Button>
          <BackToRoute routeId={route.id} />
        </Box>
      </Box>
    </>
  );
}

interface EvaluationReviewPageProps {
  routeId: string;
  sessionId: string;
}

/** `/rutas/:idRuta/revision/:idSesion`: an ended session, item by item (ADR 018). */
export function EvaluationReviewPage({ routeId, sessionId }: EvaluationReviewPageProps) {
  const review = useEvaluationReview(sessionId);
  if (review.data) return <ReviewContent review={review.data} />;
  if (!review.isError) return <LoadingScreen fullScreen={false} label="Cargando la revisión…" />;
  const { error } = review;
  // Not found (or someone else's) and "not yet / not for the prueba inicial" do not change on retry.
  const expected = isApiError(error)
    ? error.status === 404
      ? REVIEW_NOT_FOUND_TEXT
      : error.code === 'REVIEW_NOT_AVAILABLE'
        ? error.message
        : null
    : null;
  return (
    <>
      <PageHeader title="Revisión de la evaluación" breadcrumbs={evaluationCrumbs(routeId, 'Ruta')} />
      <LoadErrorAlert
        error={error}
        onRetry={() => void review.refetch()}
        expected={expected}
        sx={{ mb: 3, maxWidth: 720 }}
      />
      <BackToRoute routeId={routeId} />
    </>
  );
}
