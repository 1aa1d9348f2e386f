import { passwordSchema } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { PasswordField } from '../../../components/form/password-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/zod-resolver';
import { useAcceptInvitation } from '../api/accept-invitation';
import { AuthCard } from './auth-card';
import { PASSWORD_HINT, PASSWORDS_DIFFER_MESSAGE } from './sign-up-page';

const formSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, 'Confirme la contraseña.') })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
    when: () => true,
  });
type FormValues = z.input<typeof formSchema>;
const FIELDS = ['password', 'confirmPassword'] as const;

export const NO_TOKEN_MESSAGE =
  'Este enlace no trae la invitación completa. Ábralo de nuevo desde el correo o pida uno nuevo al administrador.';

/**
 * `/activar-cuenta#token=…`: an invited person chooses their first password. The token stays in the fragment, which
 * browsers never send to a server. Afterwards the person signs in as usual.
 */
export function AcceptInvitationPage() {
  const location = useLocation();
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  const accept = useAcceptInvitation();
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <AuthCard title="Su cuenta está activa">
        <Alert ref={doneRef} tabIndex={-1} severity="success" sx={{ my: 2 }}>
          {done}
        </Alert>
        <Button component={RouterLink} to={paths.signIn()} variant="contained" size="large" fullWidth>
          Iniciar sesión
        </Button>
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <AuthCard title="Active su cuenta">
        <Alert severity="warning" sx={{ my: 2 }}>
          {NO_TOKEN_MESSAGE}
        </Alert>
        <Link component={RouterLink} to={paths.signIn()}>
          Ir a iniciar sesión
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(({ password }) => {
      setServerError(null);
      accept.mutate(
        { token, password },
        {
          onSuccess: ({ message }) => setDone(message),
          onError: (error) => {
            const focused = applyServerFieldErrors(error, FIELDS, setError, setFocus);
            setServerError({ error, focus: !focused });
          },
        },
      );
    })(event);

  return (
    <AuthCard title="Active su cuenta" subtitle="Elija la contraseña con la que entrará a Academia SST.">
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <PasswordField
          id="invitation-password"
          label="Contraseña"
          autoComplete="new-password"
          required
          helperText={PASSWORD_HINT}
          registration={register('password')}
          errorMessage={errors.password?.message}
        />
        <PasswordField
          id="invitation-confirm-password"
          label="Confirmar contraseña"
          autoComplete="new-password"
          required
          registration={register('confirmPassword')}
          errorMessage={errors.confirmPassword?.message}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={accept.isPending} sx={{ mt: 2 }}>
          Activar mi cuenta
        </Button>
      </Box>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.signIn()}>
          Volver a iniciar sesión
        </Link>
      </Typography>
    </AuthCard>
  );
}
