import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface NativeSelectFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  errorMessage?: string | undefined;
  helperText?: string;
  /** The first, empty choice ("Elija el departamento"). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  /** False for an optional choice (the SST lead). */
  required?: boolean;
}

/**
 * The browser's own drop-down list, wired to react-hook-form: typing a name's first letters jumps to it, and screen
 * readers and phones handle it natively, which matters for the 125 municipalities of Antioquia.
 */
export function NativeSelectField({
  id,
  label,
  registration,
  errorMessage,
  helperText,
  placeholder,
  options,
  disabled = false,
  required = true,
}: NativeSelectFieldProps) {
  const { ref, ...field } = registration;
  return (
    <TextField
      {...field}
      id={id}
      select
      fullWidth
      required={required}
      margin="normal"
      label={label}
      disabled={disabled}
      inputRef={ref}
      error={Boolean(errorMessage)}
      helperText={errorMessage ?? helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true, required: false } }}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
