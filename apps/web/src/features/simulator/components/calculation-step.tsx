import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { parseDecimal } from '../utils/numbers';
import { BusyButton } from './busy-button';

export interface CalculationFieldView {
  id: string;
  label: string;
  unit: string;
}

interface CalculationStepProps {
  situationId: string;
  fields: readonly CalculationFieldView[];
  /** Recorded: the values stay on screen, read-only, beside the feedback. */
  answered: boolean;
  submitting: boolean;
  onSubmit: (values: Record<string, number>) => void;
}

/** The number inputs of a calculation step, each labelled with its unit, and «Comprobar». */
export function CalculationStep({ situationId, fields, answered, submitting, onSubmit }: CalculationStepProps) {
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const locked = answered || submitting;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked) return;
    const values: Record<string, number> = {};
    const found: Record<string, string> = {};
    for (const field of fields) {
      const value = parseDecimal(texts[field.id] ?? '');
      if (value === null) found[field.id] = 'Escriba un número (por ejemplo 12 o 12,5).';
      else values[field.id] = value;
    }
    setProblems(found);
    const first = fields.find((field) => found[field.id]);
    if (first) {
      document.getElementById(`${situationId}-${first.id}`)?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {fields.map((field) => (
        <TextField
          key={field.id}
          id={`${situationId}-${field.id}`}
          label={field.unit ? `${field.label} (${field.unit})` : field.label}
          value={texts[field.id] ?? ''}
          onChange={(event) => setTexts((current) => ({ ...current, [field.id]: event.target.value }))}
          error={Boolean(problems[field.id])}
          helperText={problems[field.id]}
          slotProps={{ htmlInput: { inputMode: 'decimal', readOnly: answered } }}
          sx={{ maxWidth: 360 }}
        />
      ))}
      <Box>
        <BusyButton type="submit" variant="contained" busy={submitting} inert={answered} sx={{ minHeight: 48 }}>
          Comprobar
        </BusyButton>
      </Box>
    </Box>
  );
}
