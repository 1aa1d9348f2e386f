import RateReviewIcon from '@mui/icons-material/RateReview';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { correctAnswersText, type EvaluationSessionSummary } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatNumber, formatScore } from '../../../lib/format';

/** "12 de 20 correctas · Puntaje: 55 de 100 · No aprobado", "En curso"… */
export function outcomeText(session: EvaluationSessionSummary): string {
  if (session.status === 'in_progress') return 'En curso';
  if (!session.result) return 'Terminado';
  const { correctAnswers, itemsAnswered } = session.result;
  const score = `${correctAnswersText(correctAnswers, itemsAnswered)} · Puntaje: ${formatScore(session.result.score)}`;
  if (session.result.passed === null) return `${score} · Diagnóstico`;
  return `${score} · ${session.result.passed ? 'Aprobado' : 'No aprobado'}`;
}

function SessionEntry({ routeId, session }: { routeId: string; session: EvaluationSessionSummary }) {
  const date = session.finishedAt ?? session.startedAt;
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h3">
        Intento {formatNumber(session.attempt)}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {session.finishedAt ? 'Terminado' : 'Iniciado'} el {formatDateTime(date)}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{outcomeText(session)}</Typography>
      {session.reviewable && (
        <Button
          component={RouterLink}
          to={paths.routeReview(routeId, session.id)}
          startIcon={<RateReviewIcon aria-hidden="true" />}
          sx={{ mt: 1, minHeight: 44 }}
        >
          Revisar las respuestas del intento {formatNumber(session.attempt)}
        </Button>
      )}
    </Paper>
  );
}

interface SessionHistoryProps {
  routeId: string;
  sessions: readonly EvaluationSessionSummary[];
  /** Said when there is nothing to list. */
  emptyText: string;
}

/**
 * Past attempts, newest first. An ended final test links to its review (answers, keys, explanations); a running
 * attempt and the prueba inicial do not (ADR 018).
 */
export function SessionHistory({ routeId, sessions, emptyText }: SessionHistoryProps) {
  const titleId = useId();
  const ordered = [...sessions].sort((a, b) => b.attempt - a.attempt);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ maxWidth: 880 }}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 2 }}>
        Historial de intentos
      </Typography>
      {ordered.length === 0 ? (
        <Typography>{emptyText}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {ordered.map((session) => (
            <SessionEntry key={session.id} routeId={routeId} session={session} />
          ))}
        </Box>
      )}
    </Box>
  );
}
