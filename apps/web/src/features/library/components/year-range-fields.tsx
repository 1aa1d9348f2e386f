import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface YearRangeFieldsProps {
  idPrefix: string;
  from: number | undefined;
  to: number | undefined;
  /** Called only with a valid range (each year of four digits between 1900 and 2100, from ≤ to). */
  onChange: (from: number | undefined, to: number | undefined) => void;
}

export const YEAR_FORMAT_ERROR = 'Escriba un año de cuatro cifras, entre 1900 y 2100.';
export const YEAR_ORDER_ERROR = 'El año final debe ser igual o posterior al inicial.';

type Parsed = { ok: true; year: number | undefined } | { ok: false };

function parse(text: string): Parsed {
  const value = text.trim();
  if (value === '') return { ok: true, year: undefined };
  if (!/^\d{4}$/.test(value)) return { ok: false };
  const year = Number(value);
  return year >= 1900 && year <= 2100 ? { ok: true, year } : { ok: false };
}

const asText = (year: number | undefined) => (year === undefined ? '' : String(year));

/**
 * "Desde" and "Hasta" years. The address only takes a complete, valid range; a year still being typed waits, and a
 * wrong one says why once the field is left.
 */
export function YearRangeFields({ idPrefix, from, to, onChange }: YearRangeFieldsProps) {
  const [text, setText] = useState({ from: asText(from), to: asText(to) });
  const [touched, setTouched] = useState({ from: false, to: false });
  // The address changed from outside ("Quitar filtros", the back button): show its years.
  const [seen, setSeen] = useState({ from, to });
  if (seen.from !== from || seen.to !== to) {
    setSeen({ from, to });
    setText({ from: asText(from), to: asText(to) });
    setTouched({ from: false, to: false });
  }

  const parsedFrom = parse(text.from);
  const parsedTo = parse(text.to);
  const inOrder =
    !parsedFrom.ok ||
    !parsedTo.ok ||
    parsedFrom.year === undefined ||
    parsedTo.year === undefined ||
    parsedFrom.year <= parsedTo.year;
  const fromError = touched.from && !parsedFrom.ok ? YEAR_FORMAT_ERROR : null;
  const toError = touched.to && !parsedTo.ok ? YEAR_FORMAT_ERROR : inOrder ? null : YEAR_ORDER_ERROR;

  const change = (field: 'from' | 'to', value: string) => {
    const next = { ...text, [field]: value };
    setText(next);
    const a = parse(next.from);
    const b = parse(next.to);
    if (!a.ok || !b.ok) return;
    if (a.year !== undefined && b.year !== undefined && a.year > b.year) return;
    if (a.year === from && b.year === to) return;
    setSeen({ from: a.year, to: b.year });
    onChange(a.year, b.year);
  };

  const field = (name: 'from' | 'to', label: string, error: string | null) => (
    <TextField
      id={`${idPrefix}-${name}`}
      label={label}
      value={text[name]}
      onChange={(event) => change(name, event.target.value)}
      onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
      error={Boolean(error)}
      helperText={error}
      placeholder="AAAA"
      sx={{ flex: '1 1 110px', maxWidth: { sm: 150 } }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 4, autoComplete: 'off' },
        inputLabel: { shrink: true },
      }}
    />
  );

  return (
    <Box
      role="group"
      aria-label="Rango de años"
      sx={{ display: 'flex', gap: 2, flex: '1 1 240px', maxWidth: { sm: 320 } }}
    >
      {field('from', 'Desde el año', fromError)}
      {field('to', 'Hasta el año', toError)}
    </Box>
  );
}
