import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EvaluationSessionSummary, ReviewedAnswer } from '@academia/shared';
import { useId, useState } from 'react';
import { formatDateTime, formatNumber, formatScore } from '../../../lib/format';
import { CorrectnessLabel, correctAnswerText, optionTexts } from './answer-feedback';

function outcomeText(session: EvaluationSessionSummary): string {
  if (session.status === 'in_progress') return 'En curso';
  if (!session.result) return 'Terminado';
  const score = `Puntaje: ${formatScore(session.result.score)}`;
  if (session.result.passed === null) return `${score} · Diagnóstico`;
  return `${score} · ${session.result.passed ? 'Aprobado' : 'No aprobado'}`;
}

function ReviewedAnswerEntry({ answer }: { answer: ReviewedAnswer }) {
  const { item, feedback } = answer;
  const chosen = optionTexts(item, feedback.selectedOptionIds);
  return (
    <Box component="li" sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 600 }}>
        Pregunta {formatNumber(answer.position)}. {item.prompt}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Tema: {item.topic}
      </Typography>
      <Typography>
        <CorrectnessLabel correct={feedback.correct} /> · Tu respuesta: {chosen.length > 0 ? chosen.join('; ') : '—'}
      </Typography>
      <Typography>{correctAnswerText(item, feedback)}</Typography>
      {feedback.explanation && (
        <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{feedback.explanation}</Typography>
      )}
    </Box>
  );
}

function SessionEntry({ session }: { session: EvaluationSessionSummary }) {
  const [open, setOpen] = useState(false);
  const reviewId = useId();
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
      {session.answers.length > 0 && (
        <>
          <Button
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={reviewId}
            endIcon={open ? <ExpandLessIcon aria-hidden="true" /> : <ExpandMoreIcon aria-hidden="true" />}
            sx={{ mt: 1, minHeight: 44 }}
          >
            {open ? 'Ocultar' : 'Ver'} respuestas del intento {formatNumber(session.attempt)}
          </Button>
          <Box
            component="ol"
            id={reviewId}
            hidden={!open}
            aria-label={`Respuestas del intento ${formatNumber(session.attempt)}`}
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
          >
            {open && session.answers.map((answer) => <ReviewedAnswerEntry key={answer.position} answer={answer} />)}
          </Box>
        </>
      )}
    </Paper>
  );
}

interface SessionHistoryProps {
  sessions: readonly EvaluationSessionSummary[];
  /** Said when there is nothing to list. */
  emptyText: string;
}

/** Past attempts, newest first, each with a review of every answered item. */
export function SessionHistory({ sessions, emptyText }: SessionHistoryProps) {
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
            <SessionEntry key={session.id} session={session} />
          ))}
        </Box>
      )}
    </Box>
  );
}
