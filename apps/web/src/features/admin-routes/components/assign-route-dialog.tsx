import { assignRouteInputSchema, type AdminUser, type AssignRouteResult } from '@academia/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorMessageFor } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { useAssignRoute } from '../api/route-enrolments';
import { USER_SEARCH_PAGE_SIZE, useUserSearch } from '../api/search-users';
import { DialogForm, ResponsiveDialog } from '../../../components/dialogs/responsive-dialog';

const SEARCH_DELAY_MS = 300;

interface AssignRouteDialogProps {
  routeId: string;
  open: boolean;
  /** People already enrolled: listed, but they cannot be chosen again. */
  enrolledIds: ReadonlySet<string>;
  onClose: () => void;
  onAssigned: (result: AssignRouteResult) => void;
}

/** Finds active people by name or email and enrols the chosen ones in the route. Full screen on phones. */
export function AssignRouteDialog({ routeId, open, enrolledIds, onClose, onAssigned }: AssignRouteDialogProps) {
  const assign = useAssignRoute(routeId);
  const close = () => {
    if (!assign.isPending) onClose();
  };

  return (
    <ResponsiveDialog
      open={open}
      title="Asignar aprendices"
      onClose={close}
      onExited={() => assign.reset()}
      maxWidth="sm"
      restoreFocus
    >
      {/* Unmounted while closed, so every opening starts with an empty search and nobody chosen. */}
      <AssignForm assign={assign} enrolledIds={enrolledIds} onCancel={close} onAssigned={onAssigned} />
    </ResponsiveDialog>
  );
}

interface AssignFormProps {
  assign: ReturnType<typeof useAssignRoute>;
  enrolledIds: ReadonlySet<string>;
  onCancel: () => void;
  onAssigned: (result: AssignRouteResult) => void;
}

function AssignForm({ assign, enrolledIds, onCancel, onAssigned }: AssignFormProps) {
  const searchId = useId();
  const listLabelId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useUserSearch(q);
  // Kept by id across searches: the admin can look for one person, tick them, then look for the next.
  const [chosen, setChosen] = useState<ReadonlyMap<string, AdminUser>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);

  const people = (users.data?.items ?? []).filter((user) => user.active);
  const searching = users.isFetching || search.trim() !== q;

  const toggle = (user: AdminUser, checked: boolean) => {
    setProblem(null);
    setChosen((current) => {
      const next = new Map(current);
      if (checked) next.set(user.id, user);
      else next.delete(user.id);
      return next;
    });
  };

  const onSubmit = () => {
    const parsed = assignRouteInputSchema.safeParse({ userIds: [...chosen.keys()] });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Elija al menos una persona');
      return;
    }
    assign.mutate(parsed.data.userIds, { onSuccess: onAssigned });
  };

  return (
    <DialogForm onSubmit={onSubmit} pending={assign.isPending} submitLabel="Asignar" onCancel={onCancel}>
      {assign.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessageFor(assign.error)}
        </Alert>
      )}
      <TextField
        id={searchId}
        type="search"
        label="Buscar personas"
        helperText="Escriba un nombre o un correo."
        fullWidth
        margin="dense"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 120 } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mt: 2 }}>
        <Typography id={listLabelId} component="h3" variant="subtitle1">
          Personas activas
        </Typography>
        <Typography role="status" sx={{ color: problem ? 'error.main' : 'text.secondary' }}>
          {problem ?? chosenLabel(chosen.size)}
        </Typography>
      </Box>
      {users.isError ? (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void users.refetch()}>
              Reintentar
            </Button>
          }
        >
          No se pudo buscar. {errorMessageFor(users.error)}
        </Alert>
      ) : (
        <>
          <Typography role="status" sx={{ color: 'text.secondary', my: 1 }}>
            {resultsLabel({ searching, pending: users.isPending, found: people.length, q })}
          </Typography>
          {people.length > 0 && (
            <List dense aria-labelledby={listLabelId} sx={{ opacity: searching ? 0.6 : 1 }}>
              {people.map((user) => (
                <PersonOption
                  key={user.id}
                  user={user}
                  checked={chosen.has(user.id)}
                  enrolled={enrolledIds.has(user.id)}
                  onToggle={toggle}
                />
              ))}
            </List>
          )}
          {(users.data?.total ?? 0) > USER_SEARCH_PAGE_SIZE && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Se muestran las primeras {USER_SEARCH_PAGE_SIZE} coincidencias. Escriba más para afinar la búsqueda.
            </Typography>
          )}
        </>
      )}
    </DialogForm>
  );
}

interface PersonOptionProps {
  user: AdminUser;
  checked: boolean;
  enrolled: boolean;
  onToggle: (user: AdminUser, checked: boolean) => void;
}

function PersonOption({ user, checked, enrolled, onToggle }: PersonOptionProps) {
  const nameId = useId();
  const detailId = useId();
  return (
    <ListItem disablePadding>
      <Box
        component="label"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          width: '100%',
          py: 0.5,
          cursor: enrolled ? 'default' : 'pointer',
          color: enrolled ? 'text.disabled' : undefined,
        }}
      >
        <Checkbox
          checked={checked || enrolled}
          disabled={enrolled}
          onChange={(event) => onToggle(user, event.target.checked)}
          slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': detailId } }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={nameId} sx={{ fontWeight: 500 }}>
            {user.nombre}
          </Typography>
          <Typography id={detailId} variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {user.email}
            {enrolled && ' · Ya está en esta ruta'}
          </Typography>
        </Box>
      </Box>
    </ListItem>
  );
}

function chosenLabel(count: number): string {
  if (count === 0) return 'Nadie elegido todavía';
  return formatCount(count, 'persona elegida', 'personas elegidas');
}

function resultsLabel({
  searching,
  pending,
  found,
  q,
}: {
  searching: boolean;
  pending: boolean;
  found: number;
  q: string;
}) {
  if (pending || (searching && found === 0)) return 'Buscando…';
  if (found === 0) return q ? `No encontramos personas activas que coincidan con «${q}».` : 'No hay personas activas.';
  return '';
}
