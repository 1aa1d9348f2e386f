import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { errorMessageFor } from '../../../lib/api-client';
import { formatPercent } from '../../../lib/format';
import { useExternalCompletion } from '../api/simulator';

/** The message an external simulator posts when the learner finishes it. */
const completionMessageSchema = z.object({
  type: z.literal('academia-sst:simulator-completed'),
  scorePercent: z.number().min(0).max(100),
  passed: z.boolean(),
});

/**
 * The sandbox of the frame. `allow-same-origin` gives the external page its own origin (without it every message
 * comes from the opaque origin "null" and could not be told apart from any other sandboxed page); it is left out
 * when the simulator lives on this very origin, where it would let the frame reach this page.
 */
export function sandboxFor(origin: string, ownOrigin: string): string {
  return origin === ownOrigin ? 'allow-scripts allow-forms' : 'allow-scripts allow-forms allow-same-origin';
}

interface ExternalSimulatorProps {
  routeId: string;
  url: string;
  routeTitle: string;
  /** Called once the server stored a reported result. */
  onCompleted?: (() => void) | undefined;
}

/** A simulator hosted elsewhere, in a sandboxed frame; its completion is accepted only from its own origin. */
export function ExternalSimulator({ routeId, url, routeTitle, onCompleted }: ExternalSimulatorProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const completion = useExternalCompletion(routeId);
  const [reported, setReported] = useState<{ scorePercent: number; passed: boolean } | null>(null);
  const origin = new URL(url, window.location.href).origin;
  const { mutate } = completion;
  const completed = useRef(onCompleted);
  useEffect(() => {
    completed.current = onCompleted;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const parsed = completionMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      const { scorePercent, passed } = parsed.data;
      setReported({ scorePercent, passed });
      mutate({ scorePercent, passed }, { onSuccess: () => completed.current?.() });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, mutate]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography sx={{ maxWidth: '72ch' }}>
        El simulador de esta ruta funciona en un sitio externo. Al terminarlo, su resultado se registra aquí solo.
      </Typography>
      <Box
        component="iframe"
        ref={frame}
        src={url}
        title={`Simulador externo de «${routeTitle}»`}
        sandbox={sandboxFor(origin, window.location.origin)}
        sx={{ width: '100%', height: { xs: 520, md: 640 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <Box aria-live="polite">
        {completion.isSuccess && reported && (
          <Alert severity={reported.passed ? 'success' : 'info'}>
            Registramos su resultado: {formatPercent(reported.scorePercent)},{' '}
            {reported.passed ? 'aprobado' : 'todavía sin aprobar'}.
          </Alert>
        )}
      </Box>
      {completion.isError && <Alert severity="error">{errorMessageFor(completion.error)}</Alert>}
    </Box>
  );
}
