import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AnswerFeedback, EvaluationItem } from '@academia/shared';
import type { Ref } from 'react';

/** The texts of some options of an item, in the item's order. */
export function optionTexts(item: EvaluationItem, optionIds: readonly string[]): string[] {
  return item.options.filter((option) => optionIds.includes(option.id)).map((option) => option.text);
}

/** "Respuesta correcta: Sí." or "Respuestas correctas: A; B." */
export function correctAnswerText(item: EvaluationItem, feedback: AnswerFeedback): string {
  const texts = optionTexts(item, feedback.correctOptionIds);
  return `${texts.length === 1 ? 'Respuesta correcta' : 'Respuestas correctas'}: ${texts.join('; ')}.`;
}

/** "Correcta" or "Incorrecta" in words with an icon, never by colour alone. */
export function CorrectnessLabel({ correct }: { correct: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 700,
        color: correct ? 'success.dark' : 'error.dark',
      }}
    >
      {correct ? (
        <CheckCircleIcon fontSize="small" aria-hidden="true" />
      ) : (
        <CancelIcon fontSize="small" aria-hidden="true" />
      )}
      {correct ? 'Correcta' : 'Incorrecta'}
    </Box>
  );
}

interface AnswerFeedbackPanelProps {
  item: EvaluationItem;
  feedback: AnswerFeedback;
  /** Focus lands here after answering (the "Responder" button is gone), so it takes `tabIndex={-1}`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * What the server said about an answer: right or wrong (icon and words), the right options in words, and why.
 * A plain box rather than an MUI Alert: it sits inside a polite live region and must not be an assertive alert.
 */
export function AnswerFeedbackPanel({ item, feedback, ref }: AnswerFeedbackPanelProps) {
  const tone = feedback.correct ? 'success' : 'error';
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      sx={{
        mt: 2,
        p: 2,
        display: 'flex',
        gap: 1.5,
        border: 1,
        borderLeft: 6,
        borderColor: `${tone}.main`,
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {feedback.correct ? (
        <CheckCircleIcon aria-hidden="true" sx={{ color: 'success.dark', mt: 0.25 }} />
      ) : (
        <CancelIcon aria-hidden="true" sx={{ color: 'error.dark', mt: 0.25 }} />
      )}
      <Box>
        <Typography sx={{ fontWeight: 700, color: `${tone}.dark` }}>
          {feedback.correct ? '¡Correcto!' : 'Incorrecto'}
        </Typography>
        <Typography>{correctAnswerText(item, feedback)}</Typography>
        {feedback.explanation && <Typography sx={{ mt: 1 }}>{feedback.explanation}</Typography>}
      </Box>
    </Box>
  );
}
