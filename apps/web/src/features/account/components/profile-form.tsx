import { DOCUMENT_TYPES, profileInputSchema, type AccountProfile, type ProfileInput } from '@academia/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/zod-resolver';
import { useUpdateProfile, type ProfileValues } from '../api/account';

export const DOCUMENT_TYPE_LABELS: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  CC: 'Cédula de ciudadanía (CC)',
  CE: 'Cédula de extranjería (CE)',
  TI: 'Tarjeta de identidad (TI)',
  PA: 'Pasaporte (PA)',
  PPT: 'Permiso por protección temporal (PPT)',
};

const FIELDS = ['nombre', 'tipoDocumento', 'numeroDocumento'] as const;
const NO_DOCUMENT = '';

interface ProfileFormProps {
  profile: AccountProfile;
  /** After a save: lets the app refresh the name in the header. */
  onSaved: (profile: AccountProfile) => void;
}

/** Name and identity document of the signed-in person; the e-mail and company are shown, not edited here. */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const update = useUpdateProfile();
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const { register, control, handleSubmit, setError, setFocus, formState } = useForm<
    ProfileInput,
    unknown,
    ProfileValues
  >({
    resolver: zodResolver(profileInputSchema),
    defaultValues: {
      nombre: profile.nombre,
      tipoDocumento: profile.tipoDocumento,
      numeroDocumento: profile.numeroDocumento ?? '',
    },
  });
  const { errors } = formState;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit((values) => {
      setServerError(null);
      update.mutate(values, {
        onSuccess: onSaved,
        onError: (error) => {
          const focused = applyServerFieldErrors(error, FIELDS, setError, setFocus);
          setServerError({ error, focus: !focused });
        },
      });
    })(event);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Datos personales">
      <Typography sx={{ mb: 1 }}>
        <strong>Correo electrónico:</strong> {profile.email}
      </Typography>
      {profile.empresa && (
        <Typography sx={{ mb: 1 }}>
          <strong>Empresa:</strong> {profile.empresa}
        </Typography>
      )}
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
      {update.isSuccess && !serverError && (
        <Alert severity="success" sx={{ mt: 2 }} role="status">
          Guardamos sus datos.
        </Alert>
      )}
      <FormTextField
        id="profile-name"
        label="Nombre completo"
        autoComplete="name"
        required
        registration={register('nombre')}
        errorMessage={errors.nombre?.message}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Controller
          control={control}
          name="tipoDocumento"
          render={({ field }) => (
            <TextField
              id="profile-document-type"
              select
              fullWidth
              margin="normal"
              label="Tipo de documento"
              name={field.name}
              value={field.value ?? NO_DOCUMENT}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value === NO_DOCUMENT ? null : event.target.value)}
              error={Boolean(errors.tipoDocumento)}
              helperText={errors.tipoDocumento?.message}
            >
              <MenuItem value={NO_DOCUMENT}>Sin documento registrado</MenuItem>
              {DOCUMENT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {DOCUMENT_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          id="profile-document-number"
          label="Número de documento"
          autoComplete="off"
          registration={register('numeroDocumento')}
          errorMessage={errors.numeroDocumento?.message}
        />
      </Box>
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ mt: 1 }}>
        Guardar datos
      </Button>
    </Box>
  );
}
