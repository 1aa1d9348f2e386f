import { routeMetadataInputSchema } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/zod-resolver';
import { useCreateRoute } from '../api/create-route';

const newRouteSchema = routeMetadataInputSchema.pick({ title: true, category: true });
type NewRouteInput = z.input<typeof newRouteSchema>;
type NewRouteValues = z.output<typeof newRouteSchema>;
const FIELDS = ['title', 'category'] as const;

interface NewRouteDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Asks only for what a route needs to exist; the editor it opens holds everything else. */
export function NewRouteDialog({ open, onClose }: NewRouteDialogProps) {
  const navigate = useNavigate();
  const create = useCreateRoute();
  const titleId = useId();
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const { register, handleSubmit, setError, setFocus, reset, formState } = useForm<
    NewRouteInput,
    unknown,
    NewRouteValues
  >({ resolver: zodResolver(newRouteSchema), defaultValues: { title: '', category: '' } });
  const { errors } = formState;

  const close = () => {
    if (create.isPending) return;
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit((values) => {
      setServerError(null);
      create.mutate(values, {
        onSuccess: (route) => void navigate(paths.admin.route(route.id)),
        onError: (error) => {
          const focusedField = applyServerFieldErrors(error, FIELDS, setError, setFocus);
          setServerError({ error, focus: !focusedField });
        },
      });
    })(event);

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onEntered: () => setFocus('title'),
          onExited: () => {
            reset();
            setServerError(null);
          },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>Nueva ruta</DialogTitle>
        <DialogContent>
          <DialogContentText>
            La ruta se crea como borrador. Después podrá completar sus datos y agregar contenidos.
          </DialogContentText>
          <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
          <FormTextField
            id="new-route-title"
            label="Título"
            required
            registration={register('title')}
            errorMessage={errors.title?.message}
          />
          <FormTextField
            id="new-route-category"
            label="Categoría (opcional)"
            helperText="Por ejemplo: Trabajo en alturas"
            registration={register('category')}
            errorMessage={errors.category?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Crear ruta
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
