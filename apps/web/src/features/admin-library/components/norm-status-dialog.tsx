import {
  normStatusInputSchema,
  normStatusLabels,
  statusWithReplacement,
  type AdminNorm,
  type NormStatusInput,
} from '@academia/shared';
import { useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DialogForm, ResponsiveDialog } from '../../../components/dialogs/responsive-dialog';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/zod-resolver';
import { useChangeNormStatus } from '../api/norms';
import { NormPicker } from './norm-picker';
import { derivedStatus, LINKED_STATUS_HELP, statusOptions } from './norm-status-link';

type StatusFormValues = NormStatusInput & { replacedBy: { id: string; title: string } | null };

// A replacement problem (a cycle, itself) comes as the answer's message: the alert says it and takes the focus.
const FIELDS = ['status', 'statusNote'] as const;
const resolver = zodResolver(normStatusInputSchema);

interface NormStatusDialogProps {
  norm: AdminNorm | undefined;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
  onSaved: (message: string) => void;
}

/** "Cambiar estado": the status, its note and the norm that repeals or amends this one, in one step. */
export function NormStatusDialog({ norm, open, onClose, onExited, onSaved }: NormStatusDialogProps) {
  const change = useChangeNormStatus();
  const close = () => {
    if (!change.isPending) onClose();
  };
  return (
    <ResponsiveDialog
      open={open}
      title={`Cambiar estado: ${norm?.title ?? ''}`}
      onClose={close}
      onExited={onExited}
      maxWidth="sm"
    >
      {norm && <StatusForm key={norm.id} norm={norm} change={change} onCancel={close} onSaved={onSaved} />}
    </ResponsiveDialog>
  );
}

interface StatusFormProps {
  norm: AdminNorm;
  change: ReturnType<typeof useChangeNormStatus>;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

function StatusForm({ norm, change, onCancel, onSaved }: StatusFormProps) {
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const { register, control, handleSubmit, setError, setFocus, setValue, getValues, formState } =
    useForm<StatusFormValues>({
      // Only the three fields of the contract are validated and sent; `replacedBy` is the picker's display value.
      resolver: (values, context, options) =>
        resolver(
          { status: values.status, statusNote: values.statusNote, replacedById: values.replacedBy?.id ?? null },
          context,
          options as never,
        ) as never,
      defaultValues: {
        status: statusWithReplacement(norm.status, norm.replacedBy?.id ?? null),
        statusNote: norm.statusNote,
        replacedById: norm.replacedBy?.id ?? null,
        replacedBy: norm.replacedBy ? { id: norm.replacedBy.id, title: norm.replacedBy.title } : null,
      },
    });
  const { errors } = formState;
  const replacedBy = useWatch({ control, name: 'replacedBy' });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit((values) => {
      setServerError(null);
      const input: NormStatusInput = {
        status: values.status,
        statusNote: values.statusNote,
        replacedById: values.replacedById,
      };
      change.mutate(
        { id: norm.id, input },
        {
          onSuccess: (saved) => {
            onSaved(`Estado actualizado: «${saved.title}» ahora está ${normStatusLabels[saved.status].toLowerCase()}.`);
            onCancel();
          },
          onError: (error) => {
            const focused = applyServerFieldErrors(error, FIELDS, setError, setFocus);
            setServerError({ error, focus: !focused });
          },
        },
      );
    })(event);

  return (
    <DialogForm onSubmit={onSubmit} pending={change.isPending} submitLabel="Guardar estado" onCancel={onCancel}>
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
      <SelectField
        control={control}
        name="status"
        id="norm-status-status"
        label="Estado"
        options={statusOptions(replacedBy)}
        labels={normStatusLabels}
        helperText={replacedBy ? LINKED_STATUS_HELP : undefined}
      />
      <FormTextField
        id="norm-status-note"
        label="Nota sobre el estado (opcional)"
        helperText="Por ejemplo: Compilado en el Decreto 1072 de 2015"
        registration={register('statusNote')}
        errorMessage={errors.statusNote?.message}
      />
      <Controller
        control={control}
        name="replacedBy"
        render={({ field }) => (
          <NormPicker
            id="norm-status-replaced-by"
            label="Derogada o modificada por (opcional)"
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              const status = derivedStatus(getValues('status'), next);
              if (status) setValue('status', status, { shouldDirty: true });
            }}
            excludeId={norm.id}
            errorMessage={errors.replacedById?.message}
          />
        )}
      />
    </DialogForm>
  );
}
