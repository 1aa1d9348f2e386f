import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ItemFormApi } from './item-form';
import { NumberField } from './number-field';

/** Título, Descripción, Duración and Obligatorio: what every kind of content has. */
export function ItemCommonFields({ form }: { form: ItemFormApi }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const requiredHintId = useId();
  return (
    <>
      <FormTextField
        id="item-title"
        label="Título"
        required
        registration={register('title')}
        errorMessage={errors.title?.message}
      />
      <FormTextField
        id="item-description"
        label="Descripción"
        multiline
        minRows={2}
        helperText="Opcional. Una o dos frases sobre lo que encontrará la persona."
        registration={register('description')}
        errorMessage={errors.description?.message}
      />
      <Grid container columnSpacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberField
            id="item-duration"
            label="Duración (min)"
            required
            min={1}
            max={600}
            registration={register('durationMinutes', { valueAsNumber: true })}
            errorMessage={errors.durationMinutes?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="required"
            render={({ field }) => (
              <FormControlLabel
                label="Obligatorio"
                control={
                  <Switch
                    name={field.name}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref, 'aria-describedby': requiredHintId } }}
                  />
                }
              />
            )}
          />
          <FormHelperText id={requiredHintId} sx={{ mt: 0 }}>
            Solo los contenidos obligatorios cuentan para el avance y el test final.
          </FormHelperText>
        </Grid>
      </Grid>
    </>
  );
}
