import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { parseDecimal } from '../utils/numbers';
import { fieldDomId, messageAt, type ScenarioIssue } from '../utils/issues';

interface DraftTextFieldProps {
  /** The path of the value in the scenario: the input's id and where its problems are found. */
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  issues: readonly ScenarioIssue[];
  multiline?: boolean;
  helperText?: string;
  sx?: TextFieldProps['sx'];
}

/** A text input of the scenario editor, with the problems the validation finds at its path. */
export function DraftTextField({
  path,
  label,
  value,
  onChange,
  issues,
  multiline,
  helperText,
  sx,
}: DraftTextFieldProps) {
  const problem = messageAt(issues, path);
  return (
    <TextField
      id={fieldDomId(path)}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(problem)}
      helperText={problem ?? helperText}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      fullWidth
      sx={sx}
    />
  );
}

interface DraftNumberFieldProps extends Omit<DraftTextFieldProps, 'value' | 'onChange' | 'multiline'> {
  value: number;
  onChange: (value: number) => void;
  /** Whole numbers only (points, percentages). */
  integer?: boolean;
}

/**
 * A number of the scenario. The text is kept while it is being typed ("-", "2,"), and the scenario only receives
 * it once it reads as a number.
 */
export function DraftNumberField({ value, onChange, integer = false, issues, path, ...props }: DraftNumberFieldProps) {
  const [text, setText] = useState(String(value).replace('.', ','));
  const parsed = parseDecimal(text);
  const local =
    parsed === null ? 'Escriba un número.' : integer && !Number.isInteger(parsed) ? 'Escriba un número entero.' : null;
  const problem = local ?? messageAt(issues, path);
  return (
    <TextField
      id={fieldDomId(path)}
      label={props.label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const next = parseDecimal(event.target.value);
        if (next !== null && (!integer || Number.isInteger(next))) onChange(next);
      }}
      error={Boolean(problem)}
      helperText={problem ?? props.helperText}
      slotProps={{ htmlInput: { inputMode: integer ? 'numeric' : 'decimal' } }}
      fullWidth
      sx={props.sx}
    />
  );
}
