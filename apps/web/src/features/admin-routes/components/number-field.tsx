import { FormTextField, type FormTextFieldProps } from '../../../components/form/form-text-field';

type NumberFieldProps = Omit<FormTextFieldProps, 'type' | 'slotProps'> & {
  min: number;
  max: number;
  /** 1 by default; a fraction brings up the phone keyboard with a decimal separator. */
  step?: number;
};

/** A number input wired to react-hook-form; register it with `{ valueAsNumber: true }`. */
export function NumberField({ min, max, step = 1, ...props }: NumberFieldProps) {
  const inputMode = Number.isInteger(step) ? 'numeric' : 'decimal';
  return <FormTextField type="number" slotProps={{ htmlInput: { min, max, step, inputMode } }} {...props} />;
}
