import {
  routeLevelLabels,
  routeLevels,
  routeMetadataInputSchema,
  type AdminRoute,
  type Upload,
} from '@academia/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import { useEffect, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/zod-resolver';
import { useUpdateRoute } from '../api/update-route';
import { CoverField } from './cover-field';
import { NumberField } from './number-field';
import { SelectField } from '../../../components/form/select-field';
import { withFieldPathsIn } from '../../../lib/server-field-errors';

const MAX_OBJECTIVES = 20;
const MAX_OBJECTIVE_LENGTH = 300;

function toLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The shared metadata schema, with the objectives typed one per line in a text area. */
const metadataFormSchema = routeMetadataInputSchema.omit({ objectives: true }).extend({
  objectives: z
    .string()
    .superRefine((text, context) => {
      const lines = toLines(text);
      if (lines.length > MAX_OBJECTIVES) {
        context.addIssue({ code: 'custom', message: `Escriba como máximo ${MAX_OBJECTIVES} objetivos.` });
      }
      if (lines.some((line) => line.length > MAX_OBJECTIVE_LENGTH)) {
        context.addIssue({
          code: 'custom',
          message: `Cada objetivo debe tener como máximo ${MAX_OBJECTIVE_LENGTH} caracteres.`,
        });
      }
    })
    .transform(toLines),
});
type MetadataFormInput = z.input<typeof metadataFormSchema>;
type MetadataFormValues = z.output<typeof metadataFormSchema>;

const FIELDS = [
  'title',
  'summary',
  'objectives',
  'coverFileId',
  'category',
  'hours',
  'level',
  'passMark',
  'attempts',
  'unlockInOrder',
  'validityMonths',
] as const;

const NUMBER_FIELDS = [
  { name: 'hours', id: 'route-hours', label: 'Horas estimadas', min: 0, max: 500, step: 0.5 },
  { name: 'passMark', id: 'route-pass-mark', label: 'Nota mínima de aprobación (%)', min: 1, max: 100 },
  { name: 'attempts', id: 'route-attempts', label: 'Intentos permitidos', min: 1, max: 20 },
] as const;

function formValues(route: AdminRoute): MetadataFormInput {
  return {
    title: route.title,
    summary: route.summary,
    objectives: route.objectives.join('\n'),
    coverFileId: route.cover?.id ?? null,
    category: route.category,
    hours: route.hours,
    level: route.level,
    passMark: route.passMark,
    attempts: route.attempts,
    unlockInOrder: route.unlockInOrder,
    validityMonths: route.validityMonths,
  };
}

interface RouteMetadataFormProps {
  route: AdminRoute;
  onSaved: (message: string) => void;
  /** Told whenever the form starts or stops holding unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** "Datos generales": the route's metadata. Loaded once; saving replaces the form with what the server stored. */
export function RouteMetadataForm({ route, onSaved, onDirtyChange }: RouteMetadataFormProps) {
  const update = useUpdateRoute(route.id);
  const [cover, setCover] = useState<Upload | null>(route.cover);
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const { register, control, handleSubmit, setError, setFocus, setValue, reset, formState } = useForm<
    MetadataFormInput,
    unknown,
    MetadataFormValues
  >({ resolver: zodResolver(metadataFormSchema), defaultValues: formValues(route) });
  const { errors, isDirty } = formState;

  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const changeCover = (upload: Upload | null) => {
    setCover(upload);
    setValue('coverFileId', upload?.id ?? null, { shouldDirty: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit((values) => {
      setServerError(null);
      update.mutate(values, {
        onSuccess: (saved) => {
          reset(formValues(saved));
          setCover(saved.cover);
          onSaved('Cambios guardados');
        },
        onError: (error) => {
          const mapped = withFieldPathsIn(error, FIELDS);
          const focusedField = applyServerFieldErrors(mapped, FIELDS, setError, setFocus);
          setServerError({ error: mapped, focus: !focusedField });
        },
      });
    })(event);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Datos generales de la ruta">
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
      <FormTextField
        id="route-title"
        label="Título"
        required
        registration={register('title')}
        errorMessage={errors.title?.message}
      />
      <FormTextField
        id="route-summary"
        label="Resumen"
        multiline
        minRows={3}
        helperText="Qué aprenderá la persona y para quién es la ruta."
        registration={register('summary')}
        errorMessage={errors.summary?.message}
      />
      <FormTextField
        id="route-objectives"
        label="Objetivos"
        multiline
        minRows={3}
        helperText="Escriba un objetivo por línea."
        registration={register('objectives')}
        errorMessage={errors.objectives?.message}
      />
      <CoverField cover={cover} onChange={changeCover} errorMessage={errors.coverFileId?.message} />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            id="route-category"
            label="Categoría"
            helperText="Por ejemplo: Trabajo en alturas"
            registration={register('category')}
            errorMessage={errors.category?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectField
            control={control}
            name="level"
            id="route-level"
            label="Nivel"
            options={routeLevels}
            labels={routeLevelLabels}
          />
        </Grid>
        {NUMBER_FIELDS.map(({ name, ...field }) => (
          <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
            <NumberField
              {...field}
              registration={register(name, { valueAsNumber: true })}
              errorMessage={errors[name]?.message}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <NumberField
            id="route-validity"
            label="Vigencia del certificado (meses)"
            helperText="Vacío: el certificado no vence."
            min={1}
            max={120}
            registration={register('validityMonths', {
              setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
            })}
            errorMessage={errors.validityMonths?.message}
          />
        </Grid>
      </Grid>
      <Controller
        control={control}
        name="unlockInOrder"
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            label="Desbloquear los pasos en orden"
            control={
              <Switch
                name={field.name}
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
          />
        )}
      />
      <Box sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" loading={update.isPending}>
          Guardar cambios
        </Button>
      </Box>
    </Box>
  );
}
