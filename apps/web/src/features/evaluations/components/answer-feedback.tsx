import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import type { AnswerFeedback, EvaluationItem } from '@academia/shared';

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
