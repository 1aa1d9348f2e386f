import { resetRequestInputSchema, type ResetRequestInput } from '@academia/shared';
import { zodResolver } from '../../../lib/zod-resolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type CaptchaHandle } from '../../../components/captcha/captcha-field';
import { FormCaptchaField } from '../../../components/captcha/form-captcha-field';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset, type ResetRequestValues } from '../api/reset-password';
import { CAPTCHA_MISSING_MESSAGE } from './sign-in-page';

const requestFormSchema = resetRequestInputSchema.extend({
  captcha: z.string(CAPTCHA_MISSING_MESSAGE).min(1, CAPTCHA_MISSING_MESSAGE),
});

const FIELDS = ['email', 'captcha'] as const;

interface ResetRequestFormProps {
  defaultEmail?: string;
  onSent: (email: string, message: string) => void;
}

/** Step 1: the address to send the code to, with the captcha. */
export function ResetRequestForm({ defaultEmail = '', onSent }: ResetRequestFormProps) {
  const requestReset = useRequestPasswordReset();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const { register, control, handleSubmit, setError, setFocus, formState } = useForm<
    ResetRequestInput,
    unknown,
    ResetRequestValues
  >({
    resolver: zodResolver(requestFormSchema),
    defaultValues: { email: defaultEmail },
  });

  // handleSubmit runs at submit time, never during render.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit((values) => {
      setServerError(null);
      requestReset.mutate(values, {
        onSuccess: ({ message }) => onSent(values.email, message),
        onError: (error) => {
          captchaRef.current?.reset();
          const focusedField = applyServerFieldErrors(error, FIELDS, setError, setFocus);
          setServerError({ error, focus: !focusedField });
        },
      });
    })(event);

  return (
    <>
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          id="reset-email"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          registration={register('email')}
          errorMessage={formState.errors.email?.message}
        />
        <FormCaptchaField control={control} name="captcha" captchaRef={captchaRef} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={requestReset.isPending}>
          Enviar código
        </Button>
      </Box>
    </>
  );
}
