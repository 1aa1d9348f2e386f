import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PublicQuizQuestion, QuizFeedback } from '@academia/shared';
import { useEffect, useRef, useState } from 'react';
import { AnswerFieldset } from '../../../components/answer-fieldset';
import { errorMessageFor } from '../../../lib/api-client';

export const PICK_ONE_TEXT = 'Elija al menos una opción antes de comprobar.';

interface QuizQuestionProps {
  number: number;
  question: PublicQuizQuestion;
  /** Set once answered in this attempt: the question becomes read-only and shows what was right. */
  feedback: QuizFeedback | undefined;
  checking: boolean;
  error: unknown;
  /** Admin preview: the server records no answers, so there is nothing to check. */
  readOnly: boolean;
  onCheck: (optionIds: string[]) => void;
}

/** One question as a fieldset: radios for one answer, checkboxes for several, then immediate feedback. */
export function QuizQuestion({ number, question, feedback, checking, error, readOnly, onCheck }: QuizQuestionProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const checkedHere = useRef(false);
  const answered = feedback !== undefined;
  const chosen = feedback?.selectedOptionIds ?? selected;

  // The "Comprobar" button goes away with the answer: move focus to the feedback that replaced it.
  useEffect(() => {
    if (feedback && checkedHere.current) {
      checkedHere.current = false;
      feedbackRef.current?.focus();
    }
  }, [feedback]);

  const check = () => {
    if (selected.length === 0) {
      setMissing(true);
      return;
    }
    checkedHere.current = true;
    onCheck(selected);
  };

  const choose = (optionIds: string[]) => {
    setMissing(false);
    setSelected(optionIds);
  };

  return (
    <AnswerFieldset
      legend={`${number}. ${question.prompt}`}
      legendSx={{ px: 0.5 }}
      problem={missing ? PICK_ONE_TEXT : null}
      disabled={answered}
      name={`pregunta-${question.id}`}
      options={question.options}
      multiple={question.multiple}
      selected={chosen}
      correctOptionIds={feedback?.correctOptionIds ?? null}
      onChange={choose}
      sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {!answered && !readOnly && (
        <Button
          variant="outlined"
          onClick={check}
          loading={checking}
          sx={{ mt: 1, minHeight: 44, alignSelf: 'flex-start' }}
        >
          Comprobar
        </Button>
      )}
      {!answered && error != null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageFor(error)}
        </Alert>
      )}
      <Box aria-live="polite">
        {feedback && (
          <Alert ref={feedbackRef} tabIndex={-1} severity={feedback.correct ? 'success' : 'error'} sx={{ mt: 2 }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {feedback.correct ? '¡Correcto!' : 'Incorrecto.'}
            </Typography>{' '}
            {feedback.explanation}
          </Alert>
        )}
      </Box>
    </AnswerFieldset>
  );
}
