import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { PublicQuizQuestion, QuizFeedback } from '@academia/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessageFor } from '../../../lib/api-client';

export const PICK_ONE_TEXT = 'Elige al menos una opción antes de comprobar.';

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

function OptionLabel({ text, correct, chosenWrong }: { text: string; correct: boolean; chosenWrong: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <span>{text}</span>
      {correct && (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.dark' }}>
          <CheckCircleIcon fontSize="small" aria-hidden="true" />
          <strong>Respuesta correcta</strong>
        </Box>
      )}
      {chosenWrong && (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'error.dark' }}>
          <CancelIcon fontSize="small" aria-hidden="true" />
          <strong>Tu respuesta, incorrecta</strong>
        </Box>
      )}
    </Box>
  );
}

/** One question as a fieldset: radios for one answer, checkboxes for several, then immediate feedback. */
export function QuizQuestion({ number, question, feedback, checking, error, readOnly, onCheck }: QuizQuestionProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const hintId = useId();
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

  const toggle = (optionId: string, on: boolean) => {
    setMissing(false);
    setSelected((current) =>
      question.multiple ? (on ? [...current, optionId] : current.filter((id) => id !== optionId)) : [optionId],
    );
  };

  const label = (optionId: string, text: string) => (
    <OptionLabel
      text={text}
      correct={Boolean(feedback?.correctOptionIds.includes(optionId))}
      chosenWrong={Boolean(feedback && chosen.includes(optionId) && !feedback.correctOptionIds.includes(optionId))}
    />
  );

  const hint = [question.multiple ? 'Selecciona todas las correctas.' : null, missing ? PICK_ONE_TEXT : null]
    .filter(Boolean)
    .join(' ');

  return (
    <FormControl
      component="fieldset"
      disabled={answered}
      error={missing}
      aria-describedby={hint ? hintId : undefined}
      sx={{ width: '100%', p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <FormLabel
        component="legend"
        sx={{
          px: 0.5,
          color: 'text.primary',
          fontWeight: 600,
          '&.Mui-focused, &.Mui-disabled': { color: 'text.primary' },
        }}
      >
        {number}. {question.prompt}
      </FormLabel>
      {hint && (
        <FormHelperText id={hintId} sx={{ mx: 0, mb: 1, fontSize: '0.9rem' }}>
          {hint}
        </FormHelperText>
      )}
      {question.multiple ? (
        <FormGroup>
          {question.options.map((option) => (
            <FormControlLabel
              key={option.id}
              control={
                <Checkbox
                  checked={chosen.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
              }
              label={label(option.id, option.text)}
              sx={{ minHeight: 44 }}
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup
          name={`pregunta-${question.id}`}
          value={chosen[0] ?? ''}
          onChange={(event) => toggle(event.target.value, true)}
        >
          {question.options.map((option) => (
            <FormControlLabel
              key={option.id}
              value={option.id}
              control={<Radio />}
              label={label(option.id, option.text)}
              sx={{ minHeight: 44 }}
            />
          ))}
        </RadioGroup>
      )}
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
    </FormControl>
  );
}
