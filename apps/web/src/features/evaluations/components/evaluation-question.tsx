import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { EvaluationItem, EvaluationProgress } from '@academia/shared';
import { useId, useState, type FormEvent } from 'react';
import { AnswerFieldset } from '../../../components/answer-fieldset';
import { errorMessageFor } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { PICK_ANSWER_TEXT } from '../utils/texts';
import { EvaluationPanel, PanelHeading } from './evaluation-panel';

interface EvaluationQuestionProps {
  /** 1 for the first item of the session. */
  number: number;
  item: EvaluationItem;
  progress: EvaluationProgress;
  submitting: boolean;
  /** The last failed attempt to send this answer (network, server), or null. */
  error: unknown;
  onAnswer: (optionIds: string[]) => void;
}

/** "Respondidas: 5 (mínimo 8, máximo 20)": the test adapts, so there is no honest percentage to show. */
export function progressText({ answered, minItems, maxItems }: EvaluationProgress): string {
  return `Respondidas: ${formatNumber(answered)} (mínimo ${formatNumber(minItems)}, máximo ${formatNumber(maxItems)})`;
}

/**
 * One adaptive item: its heading (focused when it appears), the prompt as the fieldset's legend, radios or
 * checkboxes and "Responder". Once the answer is recorded the next item (or the result) replaces it; no key and no
 * right or wrong is shown during an attempt. Mount it keyed by the item's id.
 */
export function EvaluationQuestion({ number, item, progress, submitting, error, onAnswer }: EvaluationQuestionProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const headingId = useId();
  const multiple = item.kind === 'multiple';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
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
          disabled={submitting}
          name={`respuesta-${item.id}`}
          options={item.options}
          multiple={multiple}
          selected={selected}
          correctOptionIds={null}
          onChange={choose}
        />

        <Button type="submit" variant="contained" size="large" loading={submitting} sx={{ mt: 2, minHeight: 48 }}>
          Responder
        </Button>
      </Box>

      {error != null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageFor(error)} Su selección se conservó: pulse «Responder» para enviarla de nuevo.
        </Alert>
      )}
    </EvaluationPanel>
  );
}
