import TextField from '@mui/material/TextField';

interface NativeSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** A first choice with the value '' that filters nothing out ("Todos"). */
  allLabel?: string;
}

/** A filter as the browser's own drop-down list: quick on phones, and a plain combobox for screen readers. */
export function NativeSelect({ id, label, value, onChange, options, allLabel }: NativeSelectProps) {
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flex: '1 1 180px', maxWidth: { sm: 260 } }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** The options of a code → label map, in the map's order. */
export function optionsOf<T extends string>(labels: Readonly<Record<T, string>>) {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}
