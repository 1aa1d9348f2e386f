import type { RefObject } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CaptchaField, type CaptchaHandle } from './captcha-field';

interface FormCaptchaFieldProps<Values extends FieldValues, Transformed> {
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  /** Lets the form reset the widget after the server rejects a solution, and focus it when it is missing. */
  captchaRef: RefObject<CaptchaHandle | null>;
}

/**
 * The captcha as a react-hook-form field: the verified payload becomes the field value, and the widget is both the
 * form's focus target for the field and the caller's handle.
 */
export function FormCaptchaField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  captchaRef,
}: FormCaptchaFieldProps<Values, Transformed>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <CaptchaField
          ref={(handle) => {
            captchaRef.current = handle;
            field.ref(handle);
          }}
          onChange={field.onChange}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
