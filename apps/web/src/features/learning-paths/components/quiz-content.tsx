import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { QuizState } from '@academia/shared';
import { useRef } from 'react';
import { errorMessageFor } from '../../../lib/api-client';
import { formatPercent } from '../../../lib/format';
import { useAnswerQuiz, useRestartQuiz } from '../api/quiz';
import { QuizQuestion } from './quiz-question';

interface QuizContentProps {
  routeId: string;
  itemId: string;
  quiz: QuizState;
  /** Admin preview: questions are shown, answers cannot be sent (the server records nothing). */
  preview: boolean;
}

/** The score of a finished attempt, with a new attempt on offer. */
function QuizScore({ quiz, onRestart, restarting }: { quiz: QuizState; onRestart: () => void; restarting: boolean }) {
  const score = quiz.score ?? 0;
  return (
    <Alert
      severity={quiz.passed ? 'success' : 'warning'}
      sx={{ mt: 3 }}
      action={
        <Button
          color="inherit"
          onClick={onRestart}
          loading={restarting}
          startIcon={<ReplayIcon aria-hidden="true" />}
          sx={{ minHeight: 44 }}
        >
          Intentar de nuevo
        </Button>
      }
    >
      <AlertTitle>{quiz.passed ? 'Aprobó el repaso' : 'Todavía no aprueba el repaso'}</AlertTitle>
      Obtuvo {formatPercent(score)} (mínimo {formatPercent(quiz.passMark)}).
      {!quiz.passed && ' Lea las explicaciones e inténtelo de nuevo: las preguntas y las opciones cambian de orden.'}
    </Alert>
  );
}

/** A review ("Repaso"): every question listed, each checked on its own; the score appears once all are answered. */
export function QuizContent({ routeId, itemId, quiz, preview }: QuizContentProps) {
  const answer = useAnswerQuiz(routeId, itemId);
  const restart = useRestartQuiz(routeId, itemId);
  const feedback = new Map(quiz.answered.map((entry) => [entry.questionId, entry]));
  const answeredCount = quiz.answered.length;
  const total = quiz.questions.length;
  const attemptRef = useRef<HTMLParagraphElement>(null);
  // "Intentar de nuevo" disappears with the new attempt: continue from the top of the quiz.
  const startAgain = () => restart.mutate(undefined, { onSuccess: () => attemptRef.current?.focus() });

  return (
    <Box sx={{ maxWidth: '72ch' }}>
      <Typography sx={{ mb: 1 }}>
        {preview
          ? 'En la vista previa se ven las preguntas, pero las respuestas no se envían.'
          : 'Responda cada pregunta y pulse «Comprobar» para ver si acertó.'}{' '}
        Se necesita {formatPercent(quiz.passMark)} para aprobar.
      </Typography>
      <Typography ref={attemptRef} tabIndex={-1} variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Intento {quiz.attempt} · {answeredCount} de {total} preguntas respondidas
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {quiz.questions.map((question, index) => (
          <li key={`${quiz.attempt}-${question.id}`}>
            <QuizQuestion
              number={index + 1}
              question={question}
              feedback={feedback.get(question.id)}
              checking={answer.isPending && answer.variables.questionId === question.id}
              error={answer.isError && answer.variables.questionId === question.id ? answer.error : null}
              readOnly={preview}
              onCheck={(optionIds) => answer.mutate({ questionId: question.id, optionIds })}
            />
          </li>
        ))}
      </Box>
      <Box aria-live="polite">
        {quiz.score !== null && <QuizScore quiz={quiz} onRestart={startAgain} restarting={restart.isPending} />}
      </Box>
      {restart.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageFor(restart.error)}
        </Alert>
      )}
    </Box>
  );
}
