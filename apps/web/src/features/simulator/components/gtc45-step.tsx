import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { Gtc45Answer } from '@academia/shared';
import {
  acceptabilityOptions,
  consequenceOptions,
  deficiencyOptions,
  exposureOptions,
  levelOptions,
} from '../utils/gtc45-labels';
import { parseDecimal } from '../utils/numbers';
import { BusyButton } from './busy-button';
import { PlainSelect } from './plain-select';

type Key = keyof Gtc45Answer;
const KEYS: readonly Key[] = ['nd', 'ne', 'nc', 'np', 'nr', 'level', 'acceptability'];

interface Gtc45StepProps {
  situationId: string;
  hazard: string;
  answered: boolean;
  submitting: boolean;
  onSubmit: (values: Gtc45Answer) => void;
}

/** The valuation of one hazard, step by step: ND, NE and NC from their scales, NP and NR computed, level and meaning. */
export function Gtc45Step({ situationId, hazard, answered, submitting, onSubmit }: Gtc45StepProps) {
  const [texts, setTexts] = useState<Record<Key, string>>({
    nd: '',
    ne: '',
    nc: '',
    np: '',
    nr: '',
    level: '',
    acceptability: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Key, string>>>({});
  const id = (key: Key) => `${situationId}-${key}`;
  const set = (key: Key) => (value: string) => setTexts((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answered || submitting) return;
    const found: Partial<Record<Key, string>> = {};
    for (const key of KEYS) {
      if (!texts[key]) found[key] = key === 'np' || key === 'nr' ? 'Escriba el resultado.' : 'Elija un valor.';
      else if ((key === 'np' || key === 'nr') && parseDecimal(texts[key]) === null) found[key] = 'Escriba un número.';
    }
    setProblems(found);
    const first = KEYS.find((key) => found[key]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    onSubmit({
      nd: Number(texts.nd),
      ne: Number(texts.ne),
      nc: Number(texts.nc),
      np: parseDecimal(texts.np) ?? 0,
      nr: parseDecimal(texts.nr) ?? 0,
      level: texts.level as Gtc45Answer['level'],
      acceptability: texts.acceptability as Gtc45Answer['acceptability'],
    });
  };

  const select = (key: Key, label: string, options: readonly { value: string; label: string }[]) => (
    <PlainSelect
      id={id(key)}
      label={label}
      value={texts[key]}
      onChange={set(key)}
      placeholder="Elija…"
      options={options}
      error={problems[key]}
      readOnly={answered}
    />
  );
  const number = (key: 'np' | 'nr', label: string, helper: string) => (
    <TextField
      id={id(key)}
      label={label}
      value={texts[key]}
      onChange={(event) => set(key)(event.target.value)}
      error={Boolean(problems[key])}
      helperText={problems[key] ?? helper}
      slotProps={{ htmlInput: { inputMode: 'numeric', readOnly: answered } }}
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>
        <strong>Peligro que va a valorar:</strong> {hazard}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {select('nd', 'Nivel de deficiencia (ND)', deficiencyOptions)}
        {select('ne', 'Nivel de exposición (NE)', exposureOptions)}
        {select('nc', 'Nivel de consecuencias (NC)', consequenceOptions)}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {number('np', 'Nivel de probabilidad (NP)', 'NP = ND × NE')}
        {number('nr', 'Nivel de riesgo (NR)', 'NR = NP × NC')}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {select('level', 'Nivel de riesgo (I a IV)', levelOptions)}
        {select('acceptability', 'Significado del nivel', acceptabilityOptions)}
      </Box>
      <Box>
        <BusyButton type="submit" variant="contained" busy={submitting} inert={answered} sx={{ minHeight: 48 }}>
          Comprobar la valoración
        </BusyButton>
      </Box>
    </Box>
  );
}
