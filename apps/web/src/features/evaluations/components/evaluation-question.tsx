import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AnswerFeedback, EvaluationItem, EvaluationProgress } from '@academia/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AnswerFieldset } from '../../../components/answer-fieldset';
import { errorMessageFor } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { PICK_ANSWER_TEXT } from '../utils/texts';
import { AnswerFeedbackPanel } from './answer-feedback';
import { EvaluationPanel, PanelHeading } from './evaluation-panel';

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
  const feedbackRef = useRef<HTMLDivElement>(null);
  const multiple = item.kind === 'multiple';
  const answered = feedback !== null;
  const chosen = feedback?.selectedOptionIds ?? selected;

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

  const choose = (optionIds: string[]) => {
    setMissing(false);
    setSelected(optionIds);
  };

  return (
    <EvaluationPanel labelledBy={headingId} maxWidth="72ch">
      <PanelHeading id={headingId} focusOnMount>
        Pregunta {formatNumber(number)}
      </PanelHeading>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        Tema: {item.topic} · {progressText(progress)}
      </Typography>

      <Box component="form" noValidate onSubmit={submit}>
        <AnswerFieldset
          legend={item.prompt}
          legendSx={{ mb: 1, fontSize: '1.05rem' }}
          problem={missing ? PICK_ANSWER_TEXT : null}
          disabled={answered}
          name={`respuesta-${item.id}`}
          options={item.options}
          multiple={multiple}
          selected={chosen}
          correctOptionIds={feedback?.correctOptionIds ?? null}
          onChange={choose}
        />

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
    </EvaluationPanel>
  );
}
