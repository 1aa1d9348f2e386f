import { changePasswordInputSchema, PASSWORD_MIN_LENGTH } from '@academia/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CaptchaHandle } from '../../../components/captcha/captcha-field';
import { FormCaptchaField } from '../../../components/captcha/form-captcha-field';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { PasswordField } from '../../../components/form/password-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/zod-resolver';
import { useChangePassword } from '../api/account';

export const CAPTCHA_MISSING = 'Confirme que no es un robot.';
export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden.';
export const PASSWORD_CHANGED =
  'Su contraseña se actualizó. Cerramos sus sesiones en otros dispositivos; esta sigue abierta.';

const formSchema = changePasswordInputSchema
  .extend({ confirmPassword: z.string().min(1, 'Confirme la nueva contraseña.') })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
    when: () => true,
  });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

const FIELDS = ['currentPassword', 'newPassword'] as const;
const CAPTCHA_CODES: readonly string[] = ['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID', 'CAPTCHA_REPLAYED'];

/** Whether the server wants the captcha on the next try (after repeated wrong current passwords, decision 019). */
function asksForCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'PASSWORD_INCORRECT') return error.details?.captchaRequired === true;
  return CAPTCHA_CODES.includes(error.code);
}

/** Current password, new one twice, and the ALTCHA widget once the server asks for it. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const { register, control, handleSubmit, setError, setFocus, reset, formState } = useForm<
    FormInput,
    unknown,
    FormValues
  >({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(({ confirmPassword: _confirm, ...values }) => {
      if (captchaRequired && !values.captcha) {
        setError('captcha', { type: 'required', message: CAPTCHA_MISSING });
        captchaRef.current?.focus();
        return;
      }
      setServerError(null);
      change.mutate(values, {
        onSuccess: () => {
          reset();
          setCaptchaRequired(false);
        },
        onError: (error) => {
          if (values.captcha) captchaRef.current?.reset();
          if (asksForCaptcha(error)) setCaptchaRequired(true);
          const focused = applyServerFieldErrors(error, FIELDS, setError, setFocus);
          setServerError({ error, focus: !focused });
        },
      });
    })(event);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Cambiar contraseña">
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
      {change.isSuccess && !serverError && (
        <Alert severity="success" sx={{ mt: 2 }} role="status">
          {PASSWORD_CHANGED}
        </Alert>
      )}
      <PasswordField
        id="change-password-current"
        label="Contraseña actual"
        autoComplete="current-password"
        required
        registration={register('currentPassword')}
        errorMessage={errors.currentPassword?.message}
      />
      <PasswordField
        id="change-password-new"
        label="Nueva contraseña"
        autoComplete="new-password"
        required
        helperText={`Mínimo ${PASSWORD_MIN_LENGTH} caracteres.`}
        registration={register('newPassword')}
        errorMessage={errors.newPassword?.message}
      />
      <PasswordField
        id="change-password-confirm"
        label="Confirmar nueva contraseña"
        autoComplete="new-password"
        required
        registration={register('confirmPassword')}
        errorMessage={errors.confirmPassword?.message}
      />
      {captchaRequired && <FormCaptchaField control={control} name="captcha" captchaRef={captchaRef} />}
      <Button type="submit" variant="contained" loading={change.isPending} sx={{ mt: 1 }}>
        Cambiar contraseña
      </Button>
    </Box>
  );
}
