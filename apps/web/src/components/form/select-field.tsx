import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface SelectFieldProps<TValues extends FieldValues, TTransformed, TOption extends string> {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  id: string;
  label: string;
  /** The choices in order; an unset value shows the first. */
  options: readonly TOption[];
  labels: Readonly<Record<TOption, string>>;
  /** Shown under the field while it has no problem. */
  helperText?: string;
  /** Runs just before a newly chosen value replaces the current one. */
  onBeforeChange?: (previous: TOption, next: TOption) => void;
}

/** A drop-down list wired to react-hook-form, so focus can move to it when it is invalid. */
export function SelectField<TValues extends FieldValues, TTransformed, TOption extends string>({
  control,
  name,
  id,
  label,
  options,
  labels,
  helperText,
  onBeforeChange,
}: SelectFieldProps<TValues, TTransformed, TOption>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = (field.value as TOption | undefined) ?? options[0];
        return (
          <TextField
            id={id}
            select
            fullWidth
            margin="normal"
            label={label}
            name={field.name}
            value={value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              const next = event.target.value as TOption;
              if (value !== undefined) onBeforeChange?.(value, next);
              field.onChange(next);
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText}
          >
            {options.map((option) => (
              <MenuItem key={option} value={option}>
                {labels[option]}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
