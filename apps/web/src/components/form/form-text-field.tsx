import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'error' | 'onChange' | 'onBlur' | 'inputRef'> & {
  /** What `register('field')` returned. */
  registration: UseFormRegisterReturn;
  /** The field's problem; shown under it and tied to the input with aria-describedby / aria-invalid. */
  errorMessage?: string | undefined;
};

/** A labelled MUI text field wired to react-hook-form, so focus can move to it when it is invalid. */
export function FormTextField({ registration, errorMessage, helperText, id, slotProps, ...props }: FormTextFieldProps) {
  const { ref, ...field } = registration;
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      {...field}
      id={id ?? field.name}
      inputRef={ref}
      error={Boolean(errorMessage)}
      helperText={errorMessage ?? helperText}
      // Every field of our forms is required: the input says so to assistive technology (`required`), and the
      // label stays exactly its text, without the asterisk.
      slotProps={{ ...slotProps, inputLabel: { required: false } }}
    />
  );
}
