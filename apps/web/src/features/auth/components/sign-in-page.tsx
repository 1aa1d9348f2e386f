import { signInInputSchema, type SignInInput } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import { zodResolver } from '../../../lib/zod-resolver';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { type CaptchaHandle } from '../../../components/captcha/captcha-field';
import { FormCaptchaField } from '../../../components/captcha/form-captcha-field';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { isApiError } from '../../../lib/api-client';
import { readEntryRouteState } from '../../../lib/entry-route-state';
import { useHydrated } from '../../../hooks/use-hydrated';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSignIn, type SignInValues } from '../api/sign-in';
import { AuthCard } from './auth-card';

export const CAPTCHA_MISSING_MESSAGE = 'Confirme que no es un robot.';
const FIELDS = ['email', 'password'] as const;

/** Whether the server wants a captcha on the next attempt, judging by its error answer. */
function asksForCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'INVALID_CREDENTIALS') return error.details?.captchaRequired === true;
  return error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_INVALID' || error.code === 'CAPTCHA_REPLAYED';
}

export function SignInPage() {
  const entry = readEntryRouteState(useLocation().state);
  const signIn = useSignIn();
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);

  const { register, control, handleSubmit, setError, setFocus, setValue, formState } = useForm<
    SignInInput,
    unknown,
    SignInValues
  >({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: entry.email ?? '', password: '', remember: false },
  });
  const { errors } = formState;
  const hydrated = useHydrated();

  // handleSubmit runs at submit time, never during render.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit((values) => {
      if (captchaRequired && !values.captcha) {
        setError('captcha', { type: 'required', message: CAPTCHA_MISSING_MESSAGE });
        captchaRef.current?.focus();
        return;
      }
      setServerError(null);
      signIn.mutate(values, {
        onError: (error) => {
          // A captcha payload is good for one attempt only.
          if (values.captcha) captchaRef.current?.reset();
          if (asksForCaptcha(error)) setCaptchaRequired(true);
          if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') setValue('password', '');
          const focusedField = applyServerFieldErrors(error, FIELDS, setError, setFocus);
          setServerError({ error, focus: !focusedField });
        },
      });
    })(event);

  const pending = signIn.isPending || signIn.isSuccess;

  return (
    <AuthCard
      title="Iniciar sesión"
      subtitle="Le damos la bienvenida a Academia SST, su espacio de formación en Seguridad y Salud en el Trabajo."
    >
      {entry.notice === 'expired' && !serverError && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Su sesión terminó. Inicie sesión de nuevo para continuar.
        </Alert>
      )}
      {entry.notice === 'signed-out' && !serverError && (
        <Alert severity="success" sx={{ mt: 2 }}>
          Su sesión se cerró correctamente.
        </Alert>
      )}
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        {/* Disabled until React has the page: the server renders it (decision 067). */}
        <Box component="fieldset" disabled={!hydrated} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <FormTextField
            id="sign-in-email"
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            required
            registration={register('email')}
            errorMessage={errors.email?.message}
          />
          <PasswordField
            id="sign-in-password"
            label="Contraseña"
            autoComplete="current-password"
            required
            registration={register('password')}
            errorMessage={errors.password?.message}
          />
          <Controller
            name="remember"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                label="Recordarme"
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value ?? false}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
              />
            )}
          />
          {captchaRequired && <FormCaptchaField control={control} name="captcha" captchaRef={captchaRef} />}
          <Button type="submit" variant="contained" size="large" fullWidth loading={pending} sx={{ mt: 2 }}>
            Iniciar sesión
          </Button>
        </Box>
      </Box>
      <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
        <Link component={RouterLink} to={paths.resetPassword()}>
          ¿Olvidó su contraseña?
        </Link>
        <Link component={RouterLink} to={paths.signUp()}>
          Crear una cuenta
        </Link>
      </Box>
    </AuthCard>
  );
}
