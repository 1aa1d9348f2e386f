import { type AdminRoute, type RouteStatus } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { BankSizeAlert } from '../../../components/bank-size-alert';
import { errorMessageFor } from '../../../lib/api-client';
import { publishProblems, type useChangeRouteStatus } from '../api/change-route-status';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { RouteStatusChip } from './route-status-chip';
import { VisuallyHidden } from '../../../components/visually-hidden';

type StatusMutation = ReturnType<typeof useChangeRouteStatus>;

const doneMessages: Record<RouteStatus, string> = {
  draft: 'La ruta volvió a borrador.',
  published: 'Ruta publicada. Los aprendices ya pueden verla.',
  archived: 'Ruta archivada.',
};

interface RouteStatusActionsProps {
  route: AdminRoute;
  mutation: StatusMutation;
  onDone: (message: string) => void;
}

/**
 * The status chip, "Vista previa" and the buttons that move the route between draft, published and archived.
 * Archiving asks first: learners stop seeing the route. Below them, what the question bank's size means for
 * publishing.
 */
export function RouteStatusActions({ route, mutation, onDone }: RouteStatusActionsProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const [confirmArchive, setConfirmArchive] = useState(false);

  const change = (status: RouteStatus) =>
    mutation.mutate(
      { id: route.id, status },
      {
        onSuccess: () => {
          setConfirmArchive(false);
          onDone(doneMessages[status]);
          // The pressed button is replaced by others: keep focus in the group instead of losing it.
          requestAnimationFrame(() => groupRef.current?.querySelector<HTMLElement>('[data-status-action]')?.focus());
        },
      },
    );

  return (
    <Box
      ref={groupRef}
      role="group"
      aria-label="Estado y publicación"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <RouteStatusChip status={route.status} />
      <Button
        href={paths.route(route.id)}
        target="_blank"
        rel="noopener"
        variant="outlined"
        endIcon={<OpenInNewIcon aria-hidden="true" />}
      >
        Vista previa <VisuallyHidden>(se abre en una pestaña nueva)</VisuallyHidden>
      </Button>
      {route.status !== 'published' && route.status !== 'archived' && (
        <Button
          data-status-action
          variant="contained"
          loading={mutation.isPending && mutation.variables.status === 'published'}
          onClick={() => change('published')}
        >
          Publicar
        </Button>
      )}
      {route.status !== 'draft' && (
        <Button
          data-status-action
          variant="outlined"
          loading={mutation.isPending && mutation.variables.status === 'draft'}
          onClick={() => change('draft')}
        >
          Pasar a borrador
        </Button>
      )}
      {route.status !== 'archived' && (
        <Button data-status-action variant="outlined" color="inherit" onClick={() => setConfirmArchive(true)}>
          Archivar
        </Button>
      )}
      <ConfirmDialog
        open={confirmArchive}
        title="¿Archivar esta ruta?"
        confirmLabel="Archivar"
        onConfirm={() => change('archived')}
        onClose={() => {
          setConfirmArchive(false);
          mutation.reset();
        }}
        pending={mutation.isPending}
        error={confirmArchive ? mutation.error : null}
      >
        «{route.title}» dejará de estar disponible para los aprendices. Puede pasarla a borrador más adelante para
        volver a editarla y publicarla.
      </ConfirmDialog>
      {route.status !== 'archived' && <BankSizeAlert size={route.bank} sx={{ flexBasis: '100%' }} />}
    </Box>
  );
}

/** Why the last status change failed; for a refused publication, every problem the server found, as a list. */
export function StatusChangeAlert({ mutation }: { mutation: StatusMutation }) {
  const ref = useRef<HTMLDivElement>(null);
  const error = mutation.error;
  const show = error !== null && mutation.variables?.status !== 'archived';
  useEffect(() => {
    if (show) ref.current?.focus();
  }, [show, error]);
  if (!show) return null;

  const problems = publishProblems(error);
  return (
    <Alert ref={ref} severity="error" role="alert" tabIndex={-1} sx={{ mb: 3 }} onClose={() => mutation.reset()}>
      {problems.length > 0 ? (
        <>
          <AlertTitle>La ruta todavía no se puede publicar</AlertTitle>
          Corrija estos puntos y vuelva a intentarlo:
          <Box component="ul" sx={{ my: 1, pl: 3 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </>
      ) : (
        errorMessageFor(error)
      )}
    </Alert>
  );
}
