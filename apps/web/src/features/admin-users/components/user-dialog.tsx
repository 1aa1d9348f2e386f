import {
  createUserInputSchema,
  DOCUMENT_TYPES,
  LEARNER_PROFILE,
  PROFILES,
  type AdminUser,
  type CompanyOption,
  type CreateUserInput,
  type DocumentType,
  type Profile,
} from '@academia/shared';
import Box from '@mui/material/Box';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { EditorDialog, type EditorDialogApi } from '../../../components/dialogs/editor-dialog';
import { DialogForm } from '../../../components/dialogs/responsive-dialog';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/zod-resolver';
import { useSaveUser } from '../api/users';

interface UserFormValues {
  nombre: string;
  email: string;
  tipoDocumento: DocumentType | '';
  numeroDocumento: string;
  cargo: string;
  empresaId: string;
  perfil: Profile;
}
type UserFormOutput = z.output<typeof createUserInputSchema>;

const FIELDS = ['nombre', 'email', 'tipoDocumento', 'numeroDocumento', 'cargo', 'empresaId', 'perfil'] as const;
const resolver = zodResolver(createUserInputSchema) as unknown as Resolver<UserFormValues, unknown, UserFormOutput>;

export const DOCUMENT_TYPE_LABELS: Record<DocumentType | '', string> = {
  '': 'Sin documento',
  CC: 'Cédula de ciudadanía (CC)',
  CE: 'Cédula de extranjería (CE)',
  TI: 'Tarjeta de identidad (TI)',
  PA: 'Pasaporte (PA)',
  PPT: 'Permiso por protección temporal (PPT)',
};
const DOCUMENT_OPTIONS = ['', ...DOCUMENT_TYPES] as const;
const PROFILE_LABELS = Object.fromEntries(PROFILES.map((profile) => [profile, profile])) as Record<Profile, string>;

function formValues(user: AdminUser | null, companyLead: boolean, companies: readonly CompanyOption[]): UserFormValues {
  return {
    nombre: user?.nombre ?? '',
    email: user?.email ?? '',
    tipoDocumento: (user?.tipoDocumento as DocumentType | null) ?? '',
    numeroDocumento: user?.numeroDocumento ?? '',
    cargo: user?.cargo ?? '',
    empresaId: user?.empresa?.id ?? (companyLead ? (companies[0]?.id ?? '') : ''),
    perfil: (user?.perfil as Profile | undefined) ?? LEARNER_PROFILE,
  };
}

interface UserDialogProps {
  /** The person to edit, or null for a new one; kept while the dialog closes. */
  user: AdminUser | null;
  /** A `Responsable SST`: the company is theirs and the profile is always Aprendiz. */
  companyLead: boolean;
  companies: readonly CompanyOption[];
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
  onExited: () => void;
}

export function UserDialog({ user, companyLead, companies, open, onClose, onSaved, onExited }: UserDialogProps) {
  const save = useSaveUser();
  return (
    <EditorDialog
      open={open}
      title={user ? 'Editar usuario' : 'Nuevo usuario'}
      busy={save.isPending}
      discardText="Los datos que escribió de esta persona no se guardarán."
      onClose={onClose}
      onSaved={onSaved}
      onExited={onExited}
    >
      {(editor) => (
        <UserForm
          key={user?.id ?? 'new'}
          user={user}
          companyLead={companyLead}
          companies={companies}
          save={save}
          editor={editor}
        />
      )}
    </EditorDialog>
  );
}

interface UserFormProps extends Pick<UserDialogProps, 'user' | 'companyLead' | 'companies'> {
  save: ReturnType<typeof useSaveUser>;
  editor: EditorDialogApi;
}

function UserForm({ user, companyLead, companies, save, editor }: UserFormProps) {
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const { register, control, handleSubmit, setError, setFocus, formState } = useForm<
    UserFormValues,
    unknown,
    UserFormOutput
  >({ resolver, defaultValues: formValues(user, companyLead, companies) });
  const { errors, isDirty } = formState;
  const { trackDirty } = editor;
  useEffect(() => trackDirty(isDirty), [isDirty, trackDirty]);

  const companyOptions = companyLead ? companies.map((c) => c.id) : ['', ...companies.map((c) => c.id)];
  const companyLabels: Record<string, string> = { '': 'Sin empresa' };
  for (const company of companies) companyLabels[company.id] = `${company.nombre} (NIT ${company.nit})`;
  const profiles: readonly Profile[] = companyLead ? [LEARNER_PROFILE] : PROFILES;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit((input: CreateUserInput) => {
      setServerError(null);
      const variables = user ? { id: user.id, input } : { id: null, input };
      save.mutate(variables, {
        onSuccess: (saved) =>
          editor.saved(
            user
              ? `Usuario actualizado: «${saved.nombre}».`
              : `Usuario creado: «${saved.nombre}». Le enviamos por correo la invitación para activar su cuenta.`,
          ),
        onError: (error) => {
          let focused = applyServerFieldErrors(error, FIELDS, setError, setFocus);
          if (isApiError(error) && (error.code === 'EMAIL_IN_USE' || error.code === 'DOCUMENT_IN_USE')) {
            const field = error.code === 'EMAIL_IN_USE' ? 'email' : 'numeroDocumento';
            setError(field, { type: 'server', message: error.message });
            setFocus(field);
            focused = true;
          }
          setServerError({ error, focus: !focused });
        },
      });
    })(event);

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={save.isPending}
      submitLabel={user ? 'Guardar cambios' : 'Crear e invitar'}
      onCancel={editor.close}
    >
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
      <FormTextField
        id="user-nombre"
        label="Nombre completo"
        required
        autoComplete="off"
        registration={register('nombre')}
        errorMessage={errors.nombre?.message}
      />
      <FormTextField
        id="user-email"
        label="Correo electrónico"
        type="email"
        required
        autoComplete="off"
        helperText={user ? undefined : 'Le enviaremos aquí la invitación para elegir su contraseña.'}
        registration={register('email')}
        errorMessage={errors.email?.message}
      />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <SelectField
          control={control}
          name="tipoDocumento"
          id="user-tipo-documento"
          label="Tipo de documento"
          options={DOCUMENT_OPTIONS}
          labels={DOCUMENT_TYPE_LABELS}
        />
        <FormTextField
          id="user-numero-documento"
          label="Número de documento"
          slotProps={{ htmlInput: { inputMode: 'text', maxLength: 20 } }}
          registration={register('numeroDocumento')}
          errorMessage={errors.numeroDocumento?.message}
        />
      </Box>
      <FormTextField
        id="user-cargo"
        label="Cargo"
        registration={register('cargo')}
        errorMessage={errors.cargo?.message}
      />
      <SelectField
        control={control}
        name="empresaId"
        id="user-empresa"
        label="Empresa"
        options={companyOptions}
        labels={companyLabels}
        helperText={companyLead ? 'Solo puede registrar personas de su empresa.' : undefined}
      />
      <SelectField
        control={control}
        name="perfil"
        id="user-perfil"
        label="Perfil"
        options={profiles}
        labels={PROFILE_LABELS}
        helperText={companyLead ? 'Como Responsable SST solo puede registrar aprendices.' : undefined}
      />
    </DialogForm>
  );
}
