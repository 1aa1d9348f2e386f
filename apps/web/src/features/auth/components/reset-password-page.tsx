import { paths } from '@academia/shared/paths';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { EntryRouteState } from '../../../lib/entry-route-state';
import { AuthCard } from './auth-card';
import { ResetConfirmForm } from './reset-confirm-form';
import { ResetRequestForm } from './reset-request-form';

type Step = { name: 'request' } | { name: 'code'; email: string; message: string } | { name: 'done'; message: string };

const BACK_TO_SIGN_IN = (
  <Typography sx={{ mt: 3 }}>
    <Link component={RouterLink} to={paths.signIn()}>
      Volver a iniciar sesión
    </Link>
  </Typography>
);

/**
 * `/reestablecer-contrasena`: with `#token=` (the e-mailed link) only the new password is asked; otherwise the
 * e-mail first, then the 6-digit code with the new password. The page loads nothing from other sites, so the
 * address never travels in a `Referer` beyond our own server.
 */
export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Links e-mailed before the token moved to the fragment carry it in the query string.
  const legacyToken = searchParams.get('token');
  const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? legacyToken;

  // Move such a token into the fragment at once: the query string would go to the server again on a reload.
  useLayoutEffect(() => {
    if (legacyToken) void navigate(paths.resetPassword.withToken(legacyToken), { replace: true });
  }, [legacyToken, navigate]);
  const [step, setStep] = useState<Step>({ name: 'request' });
  const [email, setEmail] = useState('');
  const statusRef = useRef<HTMLDivElement>(null);

  // Announce each new step by moving focus to its message.
  useEffect(() => {
    if (step.name !== 'request') statusRef.current?.focus();
  }, [step]);

  if (step.name === 'done') {
    const state: EntryRouteState = email ? { email } : {};
    return (
      <AuthCard title="Contraseña actualizada">
        <Alert ref={statusRef} tabIndex={-1} severity="success" sx={{ my: 2 }}>
          {step.message}
        </Alert>
        <Button component={RouterLink} to={paths.signIn()} state={state} variant="contained" size="large" fullWidth>
          Iniciar sesión
        </Button>
      </AuthCard>
    );
  }

  const onDone = (message: string) => setStep({ name: 'done', message });

  if (token) {
    return (
      <AuthCard title="Cree su nueva contraseña" subtitle="Escriba la contraseña que usará de ahora en adelante.">
        <ResetConfirmForm
          proof={{ kind: 'token', token }}
          onDone={onDone}
          renewAction={
            <Link component={RouterLink} to={paths.resetPassword()}>
              Solicitar un nuevo código
            </Link>
          }
        />
        {BACK_TO_SIGN_IN}
      </AuthCard>
    );
  }

  if (step.name === 'code') {
    return (
      <AuthCard title="Restablecer contraseña">
        <Alert ref={statusRef} tabIndex={-1} severity="info" sx={{ my: 2 }}>
          {step.message}
        </Alert>
        <ResetConfirmForm
          key={step.email}
          proof={{ kind: 'code', email: step.email }}
          onDone={onDone}
          renewAction={
            <Button variant="outlined" size="small" color="inherit" onClick={() => setStep({ name: 'request' })}>
              Solicitar un nuevo código
            </Button>
          }
        />
        {BACK_TO_SIGN_IN}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Restablecer contraseña"
      subtitle="Escriba el correo de su cuenta y le enviaremos un código de 6 dígitos para crear una nueva contraseña."
    >
      <ResetRequestForm
        defaultEmail={email}
        onSent={(sentTo, message) => {
          setEmail(sentTo);
          setStep({ name: 'code', email: sentTo, message });
        }}
      />
      {BACK_TO_SIGN_IN}
    </AuthCard>
  );
}
