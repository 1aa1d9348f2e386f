import {
  ARLS,
  companyInputSchema,
  RISK_CLASSES,
  riskClassLabels,
  type AdminCompany,
  type CompanyInputParsed,
  type CompanyPeople,
} from '@academia/shared';
import type { Department } from '@academia/shared/divipola';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { EditorDialog, type EditorDialogApi } from '../../../components/dialogs/editor-dialog';
import { DialogForm } from '../../../components/dialogs/responsive-dialog';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/zod-resolver';
import { useCompanyPeople, useSaveCompany } from '../api/companies';
import { useDivipola } from '../api/divipola';
import { NativeSelectField } from './native-select-field';
import { StandardsSummary } from './standards-summary';

/** The form keeps what the selects and boxes hold (text); the shared schema turns it into the API's input. */
interface CompanyFormValues {
  nombre: string;
  nit: string;
  actividadEconomica: string;
  claseRiesgo: string;
  trabajadores: string;
  arl: string;
  departamento: string;
  municipio: string;
  direccion: string;
  responsableSstId: string;
}

const FIELDS = [
  'nombre',
  'nit',
  'actividadEconomica',
  'claseRiesgo',
  'trabajadores',
  'arl',
  'departamento',
  'municipio',
  'direccion',
  'responsableSstId',
] as const;

const schemaResolver = zodResolver(companyInputSchema) as unknown as Resolver<
  CompanyFormValues,
  unknown,
  CompanyInputParsed
>;
// "Sin asignar" is the empty choice of the SST lead; the API wants null.
const resolver: Resolver<CompanyFormValues, unknown, CompanyInputParsed> = (values, context, options) =>
  schemaResolver(
    { ...values, responsableSstId: values.responsableSstId || (null as unknown as string) },
    context,
    options,
  );

function formValues(company: AdminCompany | null): CompanyFormValues {
  return {
    nombre: company?.nombre ?? '',
    nit: company?.nit ?? '',
    actividadEconomica: company?.actividadEconomica ?? '',
    claseRiesgo: company?.claseRiesgo ?? '',
    trabajadores: company ? String(company.trabajadores) : '',
    arl: company?.arl ?? '',
    departamento: company?.departamento ?? '',
    municipio: company?.municipio ?? '',
    direccion: company?.direccion ?? '',
    responsableSstId: company?.responsableSst?.id ?? '',
  };
}

interface CompanyDialogProps {
  /** The company to edit, or null for a new one; kept while the dialog closes. */
  company: AdminCompany | null;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
  onExited: () => void;
}

export function CompanyDialog({ company, open, onClose, onSaved, onExited }: CompanyDialogProps) {
  const save = useSaveCompany();
  return (
    <EditorDialog
      open={open}
      title={company ? 'Editar empresa' : 'Nueva empresa'}
      busy={save.isPending}
      discardText="Los cambios que hizo en esta empresa no se guardarán."
      onClose={onClose}
      onSaved={onSaved}
      onExited={onExited}
    >
      {(editor) => <CompanyFormLoader company={company} save={save} editor={editor} />}
    </EditorDialog>
  );
}

interface CompanyFormProps {
  company: AdminCompany | null;
  save: ReturnType<typeof useSaveCompany>;
  editor: EditorDialogApi;
}

/** The selects need their choices before the form fills them, so the form waits for the lists. */
function CompanyFormLoader(props: CompanyFormProps) {
  const divipola = useDivipola();
  const people = useCompanyPeople(props.company?.id ?? null);
  const failed = divipola.isError ? divipola.error : people.isError ? people.error : null;
  if (failed) {
    return (
      <DialogContent>
        <LoadErrorAlert
          error={failed}
          onRetry={() => void (divipola.isError ? divipola.refetch() : people.refetch())}
        />
      </DialogContent>
    );
  }
  if (!divipola.data || (props.company && !people.data)) {
    return (
      <DialogContent>
        <Typography role="status">Cargando el formulario…</Typography>
      </DialogContent>
    );
  }
  return (
    <CompanyForm
      key={props.company?.id ?? 'new'}
      {...props}
      departments={divipola.data}
      people={people.data?.items ?? []}
    />
  );
}

function CompanyForm({
  company,
  save,
  editor,
  departments,
  people,
}: CompanyFormProps & { departments: readonly Department[]; people: CompanyPeople['items'] }) {
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const { register, control, handleSubmit, setError, setFocus, setValue, getValues, formState } = useForm<
    CompanyFormValues,
    unknown,
    CompanyInputParsed
  >({ resolver, defaultValues: formValues(company), mode: 'onTouched' });
  const { errors, isDirty } = formState;
  const [trabajadores, claseRiesgo, departamento] = useWatch({
    control,
    name: ['trabajadores', 'claseRiesgo', 'departamento'],
  });

  const { trackDirty } = editor;
  useEffect(() => trackDirty(isDirty), [isDirty, trackDirty]);

  const municipalities = departments.find((d) => d.code === departamento)?.municipalities ?? [];
  const departmentField = register('departamento', {
    // A new department empties the municipality unless it still belongs to it.
    onChange: () => {
      if (!getValues('municipio').startsWith(getValues('departamento'))) setValue('municipio', '');
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit((input) => {
      setServerError(null);
      save.mutate(
        { id: company?.id ?? null, input },
        {
          onSuccess: (saved) =>
            editor.saved(company ? `Empresa actualizada: «${saved.nombre}».` : `Empresa creada: «${saved.nombre}».`),
          onError: (error) => {
            const focused = applyServerFieldErrors(error, FIELDS, setError, setFocus);
            setServerError({ error, focus: !focused });
          },
        },
      );
    })(event);

  const twoColumns = { display: 'grid', columnGap: 2, gridTemplateColumns: { sm: 'repeat(2, minmax(0, 1fr))' } };
  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={save.isPending}
      submitLabel={company ? 'Guardar cambios' : 'Crear empresa'}
      onCancel={editor.close}
    >
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
      <FormTextField
        id="company-nombre"
        label="Nombre o razón social"
        required
        registration={register('nombre')}
        errorMessage={errors.nombre?.message}
      />
      <Box sx={twoColumns}>
        <FormTextField
          id="company-nit"
          label="NIT"
          required
          helperText="Con el dígito de verificación, por ejemplo 900123456-8."
          registration={register('nit')}
          errorMessage={errors.nit?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <FormTextField
          id="company-actividad"
          label="Actividad económica (CIIU)"
          required
          helperText="Código CIIU y descripción, por ejemplo 4111 Construcción de edificios residenciales."
          registration={register('actividadEconomica')}
          errorMessage={errors.actividadEconomica?.message}
        />
        <NativeSelectField
          id="company-clase-riesgo"
          label="Clase de riesgo"
          placeholder="Elija la clase de riesgo"
          registration={register('claseRiesgo')}
          errorMessage={errors.claseRiesgo?.message}
          options={RISK_CLASSES.map((value) => ({ value, label: riskClassLabels[value] }))}
        />
        <FormTextField
          id="company-trabajadores"
          label="Número de trabajadores"
          required
          type="number"
          registration={register('trabajadores')}
          errorMessage={errors.trabajadores?.message}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
      </Box>
      <StandardsSummary trabajadores={trabajadores} claseRiesgo={claseRiesgo} />
      <NativeSelectField
        id="company-arl"
        label="ARL"
        placeholder="Elija la ARL"
        registration={register('arl')}
        errorMessage={errors.arl?.message}
        options={ARLS.map((value) => ({ value, label: value }))}
      />
      <Box sx={twoColumns}>
        <NativeSelectField
          id="company-departamento"
          label="Departamento"
          placeholder="Elija el departamento"
          registration={departmentField}
          errorMessage={errors.departamento?.message}
          options={departments.map((d) => ({ value: d.code, label: d.name }))}
        />
        <NativeSelectField
          id="company-municipio"
          label="Municipio"
          placeholder={departamento ? 'Elija el municipio' : 'Primero elija el departamento'}
          registration={register('municipio')}
          errorMessage={errors.municipio?.message}
          disabled={!departamento}
          options={municipalities.map((m) => ({ value: m.code, label: m.name }))}
        />
      </Box>
      <FormTextField
        id="company-direccion"
        label="Dirección"
        required
        registration={register('direccion')}
        errorMessage={errors.direccion?.message}
      />
      {company && (
        <NativeSelectField
          id="company-responsable"
          label="Responsable del SG-SST"
          placeholder="Sin asignar"
          required={false}
          helperText="Una persona activa de la empresa."
          registration={register('responsableSstId')}
          errorMessage={errors.responsableSstId?.message}
          options={people.map((p) => ({ value: p.id, label: `${p.nombre} (${p.perfil})` }))}
        />
      )}
    </DialogForm>
  );
}
