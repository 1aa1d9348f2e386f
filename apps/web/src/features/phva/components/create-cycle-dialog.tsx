import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { CompanyPicker } from '../../../components/company-picker';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useCreateCycle, useEvaluableCompanies } from '../api/phva';

interface CreateCycleDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
  /** The Superadministrador searches among every company; a lead has only their own. */
  canChooseCompany: boolean;
}

/** A new cycle: the company (a lead sees only their own) and the year it evaluates. */
export function CreateCycleDialog({ open, onClose, onCreated, canChooseCompany }: CreateCycleDialogProps) {
  const titleId = useId();
  const companies = useEvaluableCompanies(open && !canChooseCompany);
  const create = useCreateCycle();
  const [companyId, setCompanyId] = useState('');
  const [period, setPeriod] = useState(String(new Date().getFullYear()));
  const options = companies.data?.items ?? [];
  const chosen = canChooseCompany ? companyId : companyId || options[0]?.id || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { companyId: chosen, period: Number(period) },
      {
        onSuccess: (cycle) => {
          onClose();
          onCreated(cycle.id);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Nuevo ciclo de evaluación</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {canChooseCompany ? (
            <Box sx={{ mt: 1 }}>
              <CompanyPicker id="cycle-company" value={companyId} onChange={setCompanyId} width="100%" />
            </Box>
          ) : (
            <TextField
              select
              label="Empresa"
              value={chosen}
              onChange={(event) => setCompanyId(event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              helperText={companies.isPending ? 'Cargando empresas…' : undefined}
              sx={{ mt: 1 }}
            >
              {options.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.nombre}
                </option>
              ))}
            </TextField>
          )}
          <TextField
            label="Periodo (año)"
            type="number"
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
            slotProps={{ htmlInput: { min: 2019, max: 2100, inputMode: 'numeric' } }}
          />
          <FormErrorAlert error={create.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending || !chosen}>
            Crear ciclo
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
