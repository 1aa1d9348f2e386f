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
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { AnswerFeedback, EvaluationItem, EvaluationProgress } from '@academia/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessageFor } from '../../../lib/api-client';
import { formatNumber } from '../utils/format';
import { PICK_ALL_TEXT, PICK_ANSWER_TEXT } from '../utils/texts';
import { AnswerFeedbackPanel } from './answer-feedback';

interface EvaluationQuestionProps {
  /** 1 for the first item of the session. */
  number: number;
  item: EvaluationItem;
  progress: EvaluationProgress;
  /** Set once answered: the options become read-only and the feedback shows. */
  feedback: AnswerFeedback | null;
  submitting: boolean;
  /** The last failed attempt to send this answer (network, server), or null. */
  error: unknown;
  /** "Siguiente pregunta", or "Ver resultado" after the last item. */
  nextLabel: string;
  onAnswer: (optionIds: string[]) => void;
  onNext: () => void;
}

/** "Respondidas: 5 (mínimo 8, máximo 20)": the test adapts, so there is no honest percentage to show. */
export function progressText({ answered, minItems, maxItems }: EvaluationProgress): string {
  return `Respondidas: ${formatNumber(answered)} (mínimo ${formatNumber(minItems)}, máximo ${formatNumber(maxItems)})`;
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

/**
 * One adaptive item: its heading (focused when it appears), the prompt as the fieldset's legend, radios or
 * checkboxes, "Responder", and then the feedback and the way on. Mount it keyed by the item's id.
 */
export function EvaluationQuestion({
  number,
  item,
  progress,
  feedback,
  submitting,
  error,
  nextLabel,
  onAnswer,
  onNext,
}: EvaluationQuestionProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const multiple = item.kind === 'multiple';
  const answered = feedback !== null;
  const chosen = feedback?.selectedOptionIds ?? selected;

  // A new item replaces the previous one (and its "Siguiente pregunta" button): start reading at its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // "Responder" goes away with the answer: move focus to the feedback that replaced it.
  useEffect(() => {
    if (answered) feedbackRef.current?.focus();
  }, [answered]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answered || submitting) return;
    if (selected.length === 0) {
      setMissing(true);
      return;
    }
    // Sent in the item's order, whatever order they were ticked in.
    onAnswer(item.options.filter((option) => selected.includes(option.id)).map((option) => option.id));
  };

  const toggle = (optionId: string, on: boolean) => {
    setMissing(false);
    setSelected((current) =>
      multiple ? (on ? [...current, optionId] : current.filter((id) => id !== optionId)) : [optionId],
    );
  };

  const label = (optionId: string, text: string) => (
    <OptionLabel
      text={text}
      correct={Boolean(feedback?.correctOptionIds.includes(optionId))}
      chosenWrong={Boolean(feedback && chosen.includes(optionId) && !feedback.correctOptionIds.includes(optionId))}
    />
  );

  const hint = [multiple ? PICK_ALL_TEXT : null, missing ? PICK_ANSWER_TEXT : null].filter(Boolean).join(' ');

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: '72ch' }}
    >
      <Typography
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ outline: 'none', '&:focus-visible': { textDecoration: 'underline' } }}
      >
        Pregunta {formatNumber(number)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        Tema: {item.topic} · {progressText(progress)}
      </Typography>

      <Box component="form" noValidate onSubmit={submit}>
        <FormControl
          component="fieldset"
          disabled={answered}
          error={missing}
          aria-describedby={hint ? hintId : undefined}
          sx={{ width: '100%' }}
        >
          <FormLabel
            component="legend"
            sx={{
              mb: 1,
              color: 'text.primary',
              fontWeight: 600,
              fontSize: '1.05rem',
              '&.Mui-focused, &.Mui-disabled, &.Mui-error': { color: 'text.primary' },
            }}
          >
            {item.prompt}
          </FormLabel>
          {hint && (
            <FormHelperText id={hintId} sx={{ mx: 0, mb: 1, fontSize: '0.9rem' }}>
              {hint}
            </FormHelperText>
          )}
          {multiple ? (
            <FormGroup>
              {item.options.map((option) => (
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
              name={`respuesta-${item.id}`}
              value={chosen[0] ?? ''}
              onChange={(event) => toggle(event.target.value, true)}
            >
              {item.options.map((option) => (
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
        </FormControl>

        {!answered && (
          <Button type="submit" variant="contained" size="large" loading={submitting} sx={{ mt: 2, minHeight: 48 }}>
            Responder
          </Button>
        )}
      </Box>

      {!answered && error != null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageFor(error)} Tu selección se conservó: pulsa «Responder» para enviarla de nuevo.
        </Alert>
      )}

      <Box aria-live="polite">
        {feedback && <AnswerFeedbackPanel ref={feedbackRef} item={item} feedback={feedback} />}
      </Box>

      {answered && (
        <Button variant="contained" size="large" onClick={onNext} sx={{ mt: 2, minHeight: 48 }}>
          {nextLabel}
        </Button>
      )}
    </Paper>
  );
}
