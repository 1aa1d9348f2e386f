import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import { PICK_ALL_TEXT, withoutPickAllHint } from '@academia/shared';
import { useId, type ReactNode } from 'react';

export { PICK_ALL_TEXT };

/** The words under a question: "Seleccione todas las correctas." for checkboxes, then any problem to fix. */
function answerHint(multiple: boolean, problem: string | null): string {
  return [multiple ? PICK_ALL_TEXT : null, problem].filter(Boolean).join(' ');
}

export interface AnswerOption {
  id: string;
  text: string;
}

interface AnswerOptionsProps {
  /** The radio group's name (one answer); unused with checkboxes. */
  name: string;
  options: readonly AnswerOption[];
  /** Checkboxes for "select all that apply", radios otherwise. */
  multiple: boolean;
  /** The chosen option ids: in the order they were ticked while answering, the server's once answered. */
  selected: readonly string[];
  /**
   * Null until the answer is checked. Then the right options say "Respuesta correcta" and a chosen wrong one
   * "Su respuesta, incorrecta", in words and with an icon (never by colour alone).
   */
  correctOptionIds: readonly string[] | null;
  /** The new selection: an option added or removed with checkboxes, the one option with radios. */
  onChange: (optionIds: string[]) => void;
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
          <strong>Su respuesta, incorrecta</strong>
        </Box>
      )}
    </Box>
  );
}

/** Radios for one answer, checkboxes for several, each with its feedback marks once answered. */
function AnswerOptions({ name, options, multiple, selected, correctOptionIds, onChange }: AnswerOptionsProps) {
  const label = (option: AnswerOption) => {
    const correct = correctOptionIds?.includes(option.id) ?? false;
    return (
      <OptionLabel
        text={option.text}
        correct={correct}
        chosenWrong={correctOptionIds !== null && selected.includes(option.id) && !correct}
      />
    );
  };

  if (multiple) {
    return (
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            control={
              <Checkbox
                checked={selected.includes(option.id)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...selected, option.id] : selected.filter((id) => id !== option.id))
                }
              />
            }
            label={label(option)}
            sx={{ minHeight: 44 }}
          />
        ))}
      </FormGroup>
    );
  }

  return (
    <RadioGroup name={name} value={selected[0] ?? ''} onChange={(event) => onChange([event.target.value])}>
      {options.map((option) => (
        <FormControlLabel
          key={option.id}
          value={option.id}
          control={<Radio />}
          label={label(option)}
          sx={{ minHeight: 44 }}
        />
      ))}
    </RadioGroup>
  );
}

function asArray(sx: SxProps<Theme> | undefined) {
  return Array.isArray(sx) ? sx : [sx];
}

interface AnswerFieldsetProps extends AnswerOptionsProps {
  /** The question's prompt. */
  legend: ReactNode;
  /** What to fix before sending ("Elija una respuesta…"), or null: shown under the legend, marks the fieldset. */
  problem: string | null;
  /** Once answered: the options become read-only. */
  disabled: boolean;
  sx?: SxProps<Theme>;
  legendSx?: SxProps<Theme>;
  /** What follows the options inside the fieldset (the check button, the feedback). */
  children?: ReactNode;
}

/**
 * A question as a fieldset, shared by the quick quiz of a route and the adaptive tests: the prompt as its legend,
 * the hint ("Seleccione todas las correctas.", then any problem) as its description, and the options. A prompt that
 * already ends with that instruction loses it, so it is read once.
 */
export function AnswerFieldset({ legend, problem, disabled, sx, legendSx, children, ...options }: AnswerFieldsetProps) {
  const hintId = useId();
  const hint = answerHint(options.multiple, problem);
  return (
    <FormControl
      component="fieldset"
      disabled={disabled}
      error={problem !== null}
      aria-describedby={hint ? hintId : undefined}
      sx={[{ width: '100%' }, ...asArray(sx)]}
    >
      <FormLabel
        component="legend"
        sx={[
          {
            color: 'text.primary',
            fontWeight: 600,
            '&.Mui-focused, &.Mui-disabled, &.Mui-error': { color: 'text.primary' },
          },
          ...asArray(legendSx),
        ]}
      >
        {options.multiple && typeof legend === 'string' ? withoutPickAllHint(legend) : legend}
      </FormLabel>
      {hint && (
        <FormHelperText id={hintId} sx={{ mx: 0, mb: 1, fontSize: '0.9rem' }}>
          {hint}
        </FormHelperText>
      )}
      <AnswerOptions {...options} />
      {children}
    </FormControl>
  );
}
