import type { AccountSession } from '@academia/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessageFor } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAccountSessions, useEndSession } from '../api/account';

interface SessionsSectionProps {
  /** Closing the session of this browser signs the person out. */
  onSignedOut: () => void;
}

function SessionRow({ session, onEnd, ending }: { session: AccountSession; onEnd: () => void; ending: boolean }) {
  return (
    <ListItem
      divider
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', px: 0 }}
    >
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {session.device}
          {session.current && <Chip size="small" color="primary" label="Esta sesión" />}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Dirección IP: ${session.ip ?? 'desconocida'}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Inició: ${formatDateTime(session.createdAt)} · Última actividad: ${formatDateTime(session.lastActivityAt)}`}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color={session.current ? 'error' : 'primary'}
        onClick={onEnd}
        loading={ending}
        aria-label={session.current ? 'Cerrar esta sesión' : `Cerrar la sesión de ${session.device}`}
      >
        Cerrar sesión
      </Button>
    </ListItem>
  );
}

/** The person's open sessions, this one marked, each with a button to close it. */
export function SessionsSection({ onSignedOut }: SessionsSectionProps) {
  const sessions = useAccountSessions();
  const end = useEndSession();

  if (sessions.isError) return <LoadErrorAlert error={sessions.error} onRetry={() => void sessions.refetch()} />;
  if (!sessions.data) return <LoadingScreen fullScreen={false} label="Cargando sus sesiones…" />;

  const close = (session: AccountSession) =>
    end.mutate(session.id, { onSuccess: () => (session.current ? onSignedOut() : undefined) });

  return (
    <>
      {end.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessageFor(end.error)}
        </Alert>
      )}
      <List aria-label="Sesiones abiertas" disablePadding>
        {sessions.data.items.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            onEnd={() => close(session)}
            ending={end.isPending && end.variables === session.id}
          />
        ))}
      </List>
    </>
  );
}
