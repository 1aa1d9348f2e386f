import type { AdminUserRoute } from '@academia/shared';
import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { formatNumber } from '../../../lib/format';
import { useGrantAttempt } from '../api/grant-attempt';

interface FinalTestAttemptsProps {
  userId: string;
  personName: string;
  route: AdminUserRoute;
  /** Announces the grant in the page's live region. */
  onGranted: (message: string) => void;
}

/** "Intentos agotados: 3 de 3", "1 de 3 intentos usados", "Aprobada en 2 de 3 intentos". */
export function attemptsText({ attemptsUsed, attemptsAllowed, passed, canGrant }: AdminUserRoute['finalTest']) {
  const counts = `${formatNumber(attemptsUsed)} de ${formatNumber(attemptsAllowed)}`;
  if (passed) return `Aprobada en ${counts} intentos`;
  if (canGrant) return `Intentos agotados: ${counts}`;
  return `${counts} intentos usados`;
}

/**
 * The final test's attempts on one route of the person's page and, when they are used up without passing, the
 * button that grants one more after a confirmation. The button goes once the grant is saved, so the focus moves to
 * the updated attempts text instead of being lost.
 */
export function FinalTestAttempts({ userId, personName, route, onGranted }: FinalTestAttemptsProps) {
  const [confirming, setConfirming] = useState(false);
  const granting = useGrantAttempt(userId);
  const textRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { finalTest } = route;

  const confirm = () => {
    granting.mutate(route.id, {
      onSuccess: (result) => {
        setConfirming(false);
        onGranted(
          `Se concedió un intento más a ${personName} en «${route.title}»: ahora tiene ${formatNumber(result.attemptsAllowed)} intentos para la evaluación final.`,
        );
      },
    });
  };
  const close = () => {
    setConfirming(false);
    granting.reset();
  };

  return (
    <>
      <Typography ref={textRef} variant="body2" tabIndex={-1}>
        {attemptsText(finalTest)}
      </Typography>
      {finalTest.canGrant && (
        <Button
          ref={buttonRef}
          size="small"
          startIcon={<ReplayIcon aria-hidden="true" />}
          aria-label={`Conceder otro intento a ${personName} en ${route.title}`}
          onClick={() => setConfirming(true)}
          sx={{ mt: 0.5, minHeight: 36 }}
        >
          Conceder otro intento
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title="¿Conceder otro intento?"
        confirmLabel="Conceder otro intento"
        onConfirm={confirm}
        onClose={close}
        onExited={() => (buttonRef.current ?? textRef.current)?.focus()}
        pending={granting.isPending}
        error={granting.error}
      >
        {personName} usó los {formatNumber(finalTest.attemptsUsed)} intentos de la evaluación final de «{route.title}»
        sin aprobarla. Si le concede otro intento, podrá presentarla una vez más. La concesión queda registrada en la
        auditoría.
      </ConfirmDialog>
    </>
  );
}
