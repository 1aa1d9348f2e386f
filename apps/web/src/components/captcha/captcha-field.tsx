import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { CAPTCHA_CHALLENGE_URL } from '../../config/constants';
import { loadAltcha } from './load-altcha';

export interface CaptchaHandle {
  /** Forget the solved challenge (after the server rejected it) so the person solves a new one. */
  reset: () => void;
  focus: () => void;
}

interface CaptchaFieldProps {
  /** Receives the payload once verified, and `undefined` whenever the widget is not verified. */
  onChange: (payload: string | undefined) => void;
  errorMessage?: string | undefined;
  ref?: Ref<CaptchaHandle>;
}

type LoadState = 'loading' | 'ready' | 'failed';

interface StateChangeDetail {
  state: string;
  payload?: string;
}

/** The self-hosted ALTCHA proof-of-work check ("No soy un robot"), loaded only when a form shows it. */
export function CaptchaField({ onChange, errorMessage, ref }: CaptchaFieldProps) {
  const [loadState, setLoadState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const widgetRef = useRef<HTMLElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const theme = useTheme();
  // The latest `onChange`, so listeners and the imperative handle never call a stale one.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    let active = true;
    loadAltcha().then(
      () => active && setLoadState('ready'),
      () => active && setLoadState('failed'),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (loadState !== 'ready' || !widget) return;
    const handleStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(state === 'verified' ? payload : undefined);
    };
    widget.addEventListener('statechange', handleStateChange);
    return () => widget.removeEventListener('statechange', handleStateChange);
  }, [loadState]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        (widgetRef.current as AltchaWidgetElement | null)?.reset?.();
        onChangeRef.current(undefined);
      },
      focus: () => {
        const checkbox = widgetRef.current?.querySelector<HTMLElement>('input');
        (checkbox ?? groupRef.current)?.focus();
      },
    }),
    [],
  );

  return (
    <Box
      ref={groupRef}
      role="group"
      aria-label="Verificación de seguridad"
      aria-describedby={errorMessage ? errorId : undefined}
      tabIndex={-1}
      sx={{ my: 2, '& altcha-widget': { display: 'block' } }}
    >
      {loadState === 'loading' && (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          Cargando verificación de seguridad…
        </Typography>
      )}
      {loadState === 'failed' && (
        <Box role="alert">
          <Typography sx={{ mb: 1 }}>No pudimos cargar la verificación de seguridad.</Typography>
          <Button
            variant="outlined"
            size="small"
            onClick={() => {
              setLoadState('loading');
              setAttempt((n) => n + 1);
            }}
          >
            Reintentar
          </Button>
        </Box>
      )}
      {loadState === 'ready' && (
        <altcha-widget
          ref={widgetRef}
          challenge={CAPTCHA_CHALLENGE_URL}
          language="es-es"
          name="captcha"
          style={{ '--altcha-max-width': '100%', '--altcha-color-primary': theme.palette.primary.main }}
        />
      )}
      {errorMessage && (
        <FormHelperText id={errorId} error>
          {errorMessage}
        </FormHelperText>
      )}
    </Box>
  );
}
