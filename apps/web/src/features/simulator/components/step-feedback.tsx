import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StepFeedback } from '@academia/shared';
import { gtc45ValueLabels } from '../utils/gtc45-labels';
import { CRITICAL_TEXT, pointsText } from '../utils/texts';

/** "Correcto" or "Incorrecto" in words with an icon, never by colour alone. */
export function Verdict({ correct }: { correct: boolean }) {
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
      {correct ? 'Correcto' : 'Incorrecto'}
    </Box>
  );
}

interface StepFeedbackViewProps {
  feedback: StepFeedback;
  /** The name of each checked value by its id (a calculation field's label, «Nivel de exposición (NE)»…). */
  fieldLabels: Readonly<Record<string, string>>;
}

/** A value as the learner chose it: "12,5", «Mejorable», «Nivel II»; nothing chosen reads "sin respuesta". */
function shown(value: unknown): string {
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'string' && value) return gtc45ValueLabels[value] ?? value;
  return 'sin respuesta';
}

/** What the last answer led to: the consequence, the points, a critical error, and every checked value. */
export function StepFeedbackView({ feedback, fieldLabels }: StepFeedbackViewProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography component="h3" variant="h6">
        Resultado de su respuesta: {pointsText(feedback.points)}
      </Typography>
      {feedback.consequence && <Typography sx={{ whiteSpace: 'pre-line' }}>{feedback.consequence}</Typography>}
      {feedback.critical && <Alert severity="error">{CRITICAL_TEXT}</Alert>}
      {feedback.fields && feedback.fields.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}>
          {feedback.fields.map((field) => (
            <Box
              component="li"
              key={field.id}
              sx={{ borderLeft: 4, borderColor: field.correct ? 'success.main' : 'error.main', pl: 1.5 }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                {fieldLabels[field.id] ?? field.id}: {shown(field.given)} · <Verdict correct={field.correct} />
              </Typography>
              {field.explanation && <Typography variant="body2">{field.explanation}</Typography>}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
