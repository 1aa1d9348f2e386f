import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  libraryTopicLabels,
  libraryTopics,
  normStatusLabels,
  normTypeLabels,
  normTypeSchema,
  type AdminNorm,
  type Upload,
} from '@academia/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { EditorDialog, type EditorDialogApi } from '../../../components/dialogs/editor-dialog';
import { DialogForm } from '../../../components/dialogs/responsive-dialog';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { focusFileInput } from '../../../components/upload/file-picker-button';
import { FileUpload } from '../../../components/upload/file-upload';
import { UploadedFile } from '../../../components/upload/uploaded-file';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveNorm } from '../api/norms';
import { ExtractedText } from './extracted-text';
import { NORM_FIELDS, normFormValues, normResolver, type NormFormValues } from './norm-form';
import { NormPicker } from './norm-picker';
import { derivedStatus, LINKED_STATUS_HELP, statusOptions } from './norm-status-link';

const grid = { display: 'grid', columnGap: 2, gridTemplateColumns: { sm: 'repeat(3, minmax(0, 1fr))' } } as const;

interface NormDialogProps {
  norm: AdminNorm | null;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
  onExited: () => void;
}

export function NormDialog({ norm, open, onClose, onSaved, onExited }: NormDialogProps) {
  const save = useSaveNorm();
  return (
    <EditorDialog
      open={open}
      title={norm ? `Editar norma: ${norm.title}` : 'Nueva norma'}
      busy={save.isPending}
      discardText="Los cambios que hizo en esta norma no se guardarán."
      onClose={onClose}
      onSaved={onSaved}
      onExited={onExited}
    >
      {(editor) => <NormForm key={norm?.id ?? 'new'} norm={norm} save={save} editor={editor} />}
    </EditorDialog>
  );
}

interface NormFormProps {
  norm: AdminNorm | null;
  save: ReturnType<typeof useSaveNorm>;
  editor: EditorDialogApi;
}

function NormForm({ norm, save, editor }: NormFormProps) {
  const [file, setFile] = useState<Upload | null>(norm?.file ?? null);
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const fileBox = useRef<HTMLDivElement>(null);
  const { register, control, handleSubmit, setError, setFocus, setValue, getValues, formState } = useForm({
    resolver: normResolver,
    defaultValues: normFormValues(norm),
  });
  const { errors, isDirty } = formState;
  const replacedBy = useWatch({ control, name: 'replacedBy' });

  const { trackDirty } = editor;
  useEffect(() => trackDirty(isDirty), [isDirty, trackDirty]);

  const changeFile = (upload: Upload | null) => {
    setFile(upload);
    setValue('fileId', upload?.id ?? null, { shouldDirty: true });
    if (!upload) focusFileInput(fileBox.current);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit((input) => {
      setServerError(null);
      save.mutate(
        { id: norm?.id ?? null, input },
        {
          onSuccess: (saved) =>
            editor.saved(norm ? `Norma actualizada: «${saved.title}».` : `Norma creada: «${saved.title}».`),
          onError: (error) => {
            const focused = applyServerFieldErrors<NormFormValues>(error, NORM_FIELDS, setError, setFocus);
            setServerError({ error, focus: !focused });
          },
        },
      );
    })(event);

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={save.isPending}
      submitLabel={norm ? 'Guardar cambios' : 'Crear norma'}
      onCancel={editor.close}
    >
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
      <Box sx={grid}>
        <SelectField
          control={control}
          name="type"
          id="norm-type"
          label="Tipo"
          options={normTypeSchema.options}
          labels={normTypeLabels}
        />
        <FormTextField
          id="norm-number"
          label="Número"
          required
          registration={register('number')}
          errorMessage={errors.number?.message}
        />
        <FormTextField
          id="norm-year"
          label="Año"
          required
          registration={register('year')}
          errorMessage={errors.year?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
      </Box>
      <FormTextField
        id="norm-issuer"
        label="Expedida por"
        required
        placeholder="Ministerio del Trabajo"
        registration={register('issuer')}
        errorMessage={errors.issuer?.message}
      />
      <FormTextField
        id="norm-subject"
        label="Tema (una línea)"
        required
        registration={register('subject')}
        errorMessage={errors.subject?.message}
      />
      <FormTextField
        id="norm-summary"
        label="Resumen (opcional)"
        multiline
        minRows={2}
        registration={register('summary')}
        errorMessage={errors.summary?.message}
      />
      <Box sx={grid}>
        <SelectField
          control={control}
          name="topic"
          id="norm-topic"
          label="Área temática"
          options={libraryTopics}
          labels={libraryTopicLabels}
        />
        <SelectField
          control={control}
          name="status"
          id="norm-status"
          label="Estado"
          options={statusOptions(replacedBy)}
          labels={normStatusLabels}
          helperText={replacedBy ? LINKED_STATUS_HELP : undefined}
        />
        <FormTextField
          id="norm-status-note-field"
          label="Nota sobre el estado (opcional)"
          registration={register('statusNote')}
          errorMessage={errors.statusNote?.message}
        />
      </Box>
      <Controller
        control={control}
        name="replacedBy"
        render={({ field }) => (
          <NormPicker
            id="norm-replaced-by"
            label="Derogada o modificada por (opcional)"
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              const status = derivedStatus(getValues('status'), next);
              if (status) setValue('status', status, { shouldDirty: true });
            }}
            excludeId={norm?.id}
          />
        )}
      />
      <FormTextField
        id="norm-source"
        label="Fuente oficial (opcional)"
        type="url"
        placeholder="https://"
        registration={register('sourceUrl')}
        errorMessage={errors.sourceUrl?.message}
      />
      <FormTextField
        id="norm-text"
        label="Texto de la norma en Markdown (opcional)"
        multiline
        minRows={4}
        maxRows={14}
        registration={register('text')}
        errorMessage={errors.text?.message}
      />
      <Box ref={fileBox} component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
        <Typography component="legend" sx={{ fontWeight: 600 }}>
          PDF de la norma (opcional)
        </Typography>
        {file ? (
          <>
            <UploadedFile file={file} onRemove={() => changeFile(null)} />
            {file.id === norm?.file?.id && <ExtractedText chars={norm.extractedChars} />}
          </>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>Sin PDF. Su texto se indexará para la búsqueda.</Typography>
        )}
        <FileUpload purpose="pdf" label={file ? 'Reemplazar PDF' : 'Subir PDF'} onUploaded={changeFile} />
      </Box>
    </DialogForm>
  );
}
