import {
  ACTION_STATUSES,
  actionStatusLabels,
  findStandard,
  type ActionStatus,
  type ImprovementAction,
} from '@academia/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useSaveAction } from '../api/phva';

interface ActionDialogProps {
  cycleId: string;
  /** The standards an action may be about (those of the set; unmet ones first). */
  codes: readonly string[];
  /** The action to edit, or the code a new one starts on. */
  action: ImprovementAction | null;
  initialCode: string;
  onClose: () => void;
}

/** One improvement action: what, who, by when, its status, follow-up and closing evidence. */
export function ActionDialog({ cycleId, codes, action, initialCode, onClose }: ActionDialogProps) {
  const titleId = useId();
  const save = useSaveAction(cycleId);
  const [code, setCode] = useState(action?.code ?? initialCode);
  const [what, setWhat] = useState(action?.what ?? '');
  const [owner, setOwner] = useState(action?.owner ?? '');
  const [dueDate, setDueDate] = useState(action?.dueDate ?? '');
  const [status, setStatus] = useState<ActionStatus>(action?.status ?? 'pendiente');
  const [notes, setNotes] = useState(action?.notes ?? '');
  const [closingEvidence, setClosingEvidence] = useState(action?.closingEvidence ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { actionId: action?.id ?? null, input: { code, what, owner, dueDate, status, notes, closingEvidence } },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{action ? 'Editar la acción de mejora' : 'Nueva acción de mejora'}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <TextField
            select
            label="Estándar"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ mt: 1 }}
          >
            {codes.map((c) => (
              <option key={c} value={c}>
                {c} · {findStandard(c)?.description ?? ''}
              </option>
            ))}
          </TextField>
          <TextField
            label="Qué se hará"
            value={what}
            onChange={(e) => setWhat(e.target.value)}
            required
            multiline
            minRows={2}
          />
          <TextField label="Responsable" value={owner} onChange={(e) => setOwner(e.target.value)} required />
          <TextField
            label="Fecha límite"
            type="date"
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label="Estado"
            value={status}
            onChange={(e) => setStatus(e.target.value as ActionStatus)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {ACTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {actionStatusLabels[s]}
              </option>
            ))}
          </TextField>
          <TextField
            label="Seguimiento"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            multiline
            minRows={2}
          />
          <TextField
            label="Evidencia de cierre"
            value={closingEvidence}
            onChange={(e) => setClosingEvidence(e.target.value)}
            multiline
          />
          <FormErrorAlert error={save.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Guardar la acción
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
