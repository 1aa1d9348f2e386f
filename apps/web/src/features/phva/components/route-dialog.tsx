import type { ImprovementAction } from '@academia/shared';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useAssignRoute, useCompanyPeople, usePublishedRoutes } from '../api/phva';

interface RouteDialogProps {
  cycleId: string;
  companyId: string;
  action: ImprovementAction;
  onClose: () => void;
}

/** A training action: a published route assigned to a group of the company's people. */
export function RouteDialog({ cycleId, companyId, action, onClose }: RouteDialogProps) {
  const titleId = useId();
  const peopleLabelId = useId();
  const routes = usePublishedRoutes(true);
  const people = useCompanyPeople(companyId, true);
  const assign = useAssignRoute(cycleId);
  const [routeId, setRouteId] = useState(action.routeId ?? '');
  const [chosen, setChosen] = useState<string[]>([]);
  const route = routeId || routes.data?.items[0]?.id || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate({ actionId: action.id, input: { routeId: route, userIds: chosen } }, { onSuccess: onClose });
  };
  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));

  return (
    <Dialog open onClose={assign.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Asignar una ruta como acción de formación ({action.code})</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <TextField
            select
            label="Ruta de aprendizaje"
            value={route}
            onChange={(event) => setRouteId(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ mt: 1 }}
          >
            {(routes.data?.items ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </TextField>
          <FormLabel id={peopleLabelId}>Personas de la empresa</FormLabel>
          {people.data && people.data.items.length === 0 && (
            <Typography>La empresa no tiene personas activas todavía.</Typography>
          )}
          <FormGroup aria-labelledby={peopleLabelId}>
            {(people.data?.items ?? []).map((person) => (
              <FormControlLabel
                key={person.id}
                control={<Checkbox checked={chosen.includes(person.id)} onChange={() => toggle(person.id)} />}
                label={person.nombre}
              />
            ))}
          </FormGroup>
          <FormErrorAlert error={assign.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={assign.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={assign.isPending || !route || chosen.length === 0}>
            Asignar la ruta
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
