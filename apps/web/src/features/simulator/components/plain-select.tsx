import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

interface PlainSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first, empty choice («Elija…»); omit when a value is always set. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  helperText?: string;
  /** Shown but not changeable (a recorded answer). */
  readOnly?: boolean;
  sx?: SxProps<Theme>;
}

/** The browser's own drop-down list, controlled: phones and screen readers handle it natively. */
export function PlainSelect({
  id,
  label,
  value,
  onChange,
  placeholder,
  options,
  error,
  helperText,
  readOnly = false,
  sx,
}: PlainSelectProps) {
  return (
    <TextField
      id={id}
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => {
        if (!readOnly) onChange(event.target.value);
      }}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: readOnly ? { 'aria-readonly': true } : undefined,
      }}
      sx={sx}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
