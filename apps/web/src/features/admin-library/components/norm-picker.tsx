import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { NormLink } from '@academia/shared';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useNormOptions } from '../api/norms';

type NormOption = Pick<NormLink, 'id' | 'title'>;

interface NormPickerProps {
  id: string;
  label: string;
  value: NormOption | null;
  onChange: (value: NormOption | null) => void;
  /** The norm being edited: it cannot replace itself. */
  excludeId?: string | undefined;
  helperText?: string;
  errorMessage?: string | undefined;
}

/** Chooses a norm by typing part of its title or number; the server searches, so the list stays short. */
export function NormPicker({ id, label, value, onChange, excludeId, helperText, errorMessage }: NormPickerProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // While the box shows the chosen norm's title, list everything rather than only that norm.
  const search = value && q === value.title ? '' : q;
  const options = useNormOptions(search, open);
  const found: NormOption[] = (options.data?.items ?? [])
    .filter((norm) => norm.id !== excludeId)
    .map((norm) => ({ id: norm.id, title: norm.title }));

  return (
    <Autocomplete
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={value && !found.some((norm) => norm.id === value.id) ? [value, ...found] : found}
      // The server already filtered by the typed text.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={options.isFetching}
      loadingText="Buscando normas…"
      noOptionsText={options.isError ? 'No se pudieron cargar las normas.' : 'No hay normas que coincidan.'}
      clearText="Quitar"
      openText="Abrir lista"
      closeText="Cerrar lista"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          margin="normal"
          error={Boolean(errorMessage)}
          helperText={errorMessage ?? helperText}
        />
      )}
    />
  );
}
