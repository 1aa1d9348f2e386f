import { PASSWORD_MIN_LENGTH, SIGN_UP_CONSENT_MESSAGE, signUpInputSchema } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import { zodResolver } from '../../../lib/zod-resolver';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { type CaptchaHandle } from '../../../components/captcha/captcha-field';
import { FormCaptchaField } from '../../../components/captcha/form-captcha-field';
import { ConsentCheckbox } from '../../../components/form/consent-checkbox';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import type { EntryRouteState } from '../../../lib/entry-route-state';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from './auth-card';
import { CAPTCHA_MISSING_MESSAGE } from './sign-in-page';

export const PASSWORDS_DIFFER_MESSAGE = 'Las contraseñas no coinciden.';
export const PASSWORD_HINT = `Mínimo ${PASSWORD_MIN_LENGTH} caracteres.`;

/** The shared sign-up schema plus the confirmation, which only the form checks. */
const signUpFormSchema = signUpInputSchema
  .extend({
    captcha: z.string(CAPTCHA_MISSING_MESSAGE).min(1, CAPTCHA_MISSING_MESSAGE),
    confirmPassword: z.string().min(1, 'Confirme la contraseña.'),
    // The box starts unticked (false); the shared schema sends only `true` to the server.
    consent: z
      .boolean()
      .refine((value) => value, SIGN_UP_CONSENT_MESSAGE)
      .transform(() => true as const),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
    // zod skips object refinements while any field has a problem; check the match together with the rest.
    when: () => true,
  });

type SignUpFormInput = z.input<typeof signUpFormSchema>;
type SignUpFormValues = z.output<typeof signUpFormSchema>;

const FIELDS = ['nombre', 'email', 'password', 'confirmPassword', 'consent', 'captcha'] as const;

export function SignUpPage() {
  const signUp = useSignUp();
  const captchaRef = useRef<CaptchaHandle>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const { register, control, handleSubmit, setError, setFocus, formState } = useForm<
    SignUpFormInput,
    unknown,
    SignUpFormValues
  >({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { nombre: '', email: '', password: '', confirmPassword: '', consent: false },
  });
  const { errors } = formState;

  useEffect(() => {
    if (signUp.isSuccess) successRef.current?.focus();
  }, [signUp.isSuccess]);

  // handleSubmit runs at submit time, never during render.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(({ confirmPassword: _confirm, ...values }) => {
      setServerError(null);
      signUp.mutate(values, {
        onError: (error) => {
          captchaRef.current?.reset();
          const focusedField = applyServerFieldErrors(error, FIELDS, setError, setFocus);
          setServerError({ error, focus: !focusedField });
        },
      });
    })(event);

  if (signUp.isSuccess) {
    const state: EntryRouteState = { email: signUp.variables.email };
    return (
      <AuthCard title="Revise su correo">
        <Alert ref={successRef} tabIndex={-1} severity="success" sx={{ my: 2 }}>
          {signUp.data.message}
        </Alert>
        <Typography sx={{ mb: 2 }}>
          Correo que escribió: <strong>{signUp.variables.email}</strong>
        </Typography>
        <Button component={RouterLink} to={paths.signIn()} state={state} variant="contained" fullWidth size="large">
          Ir a iniciar sesión
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Crear cuenta" subtitle="Regístrese para seguir las rutas de formación en SST.">
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          id="sign-up-name"
          label="Nombre completo"
          autoComplete="name"
          required
          registration={register('nombre')}
          errorMessage={errors.nombre?.message}
        />
        <FormTextField
          id="sign-up-email"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          registration={register('email')}
          errorMessage={errors.email?.message}
        />
        <PasswordField
          id="sign-up-password"
          label="Contraseña"
          autoComplete="new-password"
          required
          helperText={PASSWORD_HINT}
          registration={register('password')}
          errorMessage={errors.password?.message}
        />
        <PasswordField
          id="sign-up-confirm-password"
          label="Confirmar contraseña"
          autoComplete="new-password"
          required
          registration={register('confirmPassword')}
          errorMessage={errors.confirmPassword?.message}
        />
        <ConsentCheckbox control={control} name="consent" id="sign-up-consent" errorMessage={errors.consent?.message} />
        <FormCaptchaField control={control} name="captcha" captchaRef={captchaRef} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={signUp.isPending} sx={{ mt: 1 }}>
          Crear cuenta
        </Button>
      </Box>
      <Typography sx={{ mt: 3 }}>
        ¿Ya tiene una cuenta?{' '}
        <Link component={RouterLink} to={paths.signIn()}>
          Inicie sesión
        </Link>
      </Typography>
    </AuthCard>
  );
}
