import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  documentInputSchema,
  documentKindLabels,
  documentKindSchema,
  libraryTopicLabels,
  libraryTopics,
  type AdminDocument,
  type DocumentInput,
  type DocumentKind,
  type Upload,
  type UploadPurpose,
} from '@academia/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { EditorDialog, type EditorDialogApi } from '../../../components/dialogs/editor-dialog';
import { DialogForm } from '../../../components/dialogs/responsive-dialog';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { focusFileInput } from '../../../components/upload/file-picker-button';
import { FileUpload } from '../../../components/upload/file-upload';
import { UploadedFile } from '../../../components/upload/uploaded-file';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/zod-resolver';
import { useSaveDocument } from '../api/documents';
import { ExtractedText } from './extracted-text';

interface DocumentFormValues {
  title: string;
  summary: string;
  topic: DocumentInput['topic'];
  kind: DocumentKind;
  publishedOn: string;
  fileId: string | null;
  url: string;
}

const FIELDS = ['title', 'summary', 'kind', 'topic', 'publishedOn', 'fileId', 'url'] as const;
const KINDS = documentKindSchema.options;

/** Videos upload as video, infographics as images, everything else as PDF (its text feeds the search). */
const purposeByKind: Record<DocumentKind, Extract<UploadPurpose, 'pdf' | 'image' | 'video'>> = {
  guide: 'pdf',
  manual: 'pdf',
  template: 'pdf',
  infographic: 'image',
  video: 'video',
};

// The shared schema turns '' into null for the link; the form keeps the text as typed.
const resolver = zodResolver(documentInputSchema) as unknown as Resolver<DocumentFormValues, unknown, DocumentInput>;

function formValues(document: AdminDocument | null): DocumentFormValues {
  return {
    title: document?.title ?? '',
    summary: document?.summary ?? '',
    topic: document?.topic ?? 'sg_sst',
    kind: document?.kind ?? 'guide',
    publishedOn: document?.publishedOn ?? new Date().toISOString().slice(0, 10),
    fileId: document?.file?.id ?? null,
    url: document?.url ?? '',
  };
}

interface DocumentDialogProps {
  /** The document to edit, or null for a new one; kept while the dialog closes. */
  document: AdminDocument | null;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
  onExited: () => void;
}

export function DocumentDialog({ document, open, onClose, onSaved, onExited }: DocumentDialogProps) {
  const save = useSaveDocument();
  return (
    <EditorDialog
      open={open}
      title={document ? 'Editar documento' : 'Nuevo documento'}
      busy={save.isPending}
      discardText="Los cambios que hizo en este documento no se guardarán."
      onClose={onClose}
      onSaved={onSaved}
      onExited={onExited}
    >
      {(editor) => <DocumentForm key={document?.id ?? 'new'} document={document} save={save} editor={editor} />}
    </EditorDialog>
  );
}

interface DocumentFormProps {
  document: AdminDocument | null;
  save: ReturnType<typeof useSaveDocument>;
  editor: EditorDialogApi;
}

function DocumentForm({ document, save, editor }: DocumentFormProps) {
  const [file, setFile] = useState<Upload | null>(document?.file ?? null);
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const fileBox = useRef<HTMLDivElement>(null);
  const { register, control, handleSubmit, setError, setFocus, setValue, formState } = useForm<
    DocumentFormValues,
    unknown,
    DocumentInput
  >({ resolver, defaultValues: formValues(document) });
  const { errors, isDirty } = formState;
  const kind = useWatch({ control, name: 'kind' });

  const { trackDirty } = editor;
  useEffect(() => trackDirty(isDirty), [isDirty, trackDirty]);

  const changeFile = (upload: Upload | null) => {
    setFile(upload);
    setValue('fileId', upload?.id ?? null, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    if (!upload) focusFileInput(fileBox.current);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(
      (input) => {
        setServerError(null);
        save.mutate(
          { id: document?.id ?? null, input },
          {
            onSuccess: () => editor.saved(document ? 'Documento actualizado' : 'Documento creado'),
            onError: (error) => {
              const focused = applyServerFieldErrors(error, FIELDS, setError, setFocus);
              setServerError({ error, focus: !focused });
            },
          },
        );
      },
      // The file has no focusable field of its own: take the admin to its upload button.
      (problems) => {
        const first = FIELDS.find((name) => problems[name]);
        if (first === 'fileId') focusFileInput(fileBox.current);
      },
    )(event);

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={save.isPending}
      submitLabel={document ? 'Guardar cambios' : 'Crear documento'}
      onCancel={editor.close}
    >
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
      <FormTextField
        id="document-title"
        label="Título"
        required
        registration={register('title')}
        errorMessage={errors.title?.message}
      />
      <FormTextField
        id="document-summary"
        label="Resumen"
        required
        multiline
        minRows={3}
        registration={register('summary')}
        errorMessage={errors.summary?.message}
      />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <SelectField
          control={control}
          name="kind"
          id="document-kind"
          label="Tipo"
          options={KINDS}
          labels={documentKindLabels}
        />
        <SelectField
          control={control}
          name="topic"
          id="document-topic"
          label="Tema"
          options={libraryTopics}
          labels={libraryTopicLabels}
        />
        <FormTextField
          id="document-published"
          label="Fecha de publicación"
          type="date"
          required
          registration={register('publishedOn')}
          errorMessage={errors.publishedOn?.message}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Box ref={fileBox} component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
        <Typography component="legend" sx={{ fontWeight: 600 }}>
          Archivo
        </Typography>
        {file ? (
          <>
            <UploadedFile file={file} onRemove={() => changeFile(null)} />
            {file.id === document?.file?.id && <ExtractedText chars={document.extractedChars} />}
          </>
        ) : (
          <Typography
            role={errors.fileId ? 'alert' : undefined}
            sx={{ color: errors.fileId ? 'error.main' : 'text.secondary' }}
          >
            {errors.fileId?.message ?? 'Sin archivo. Adjunte uno, escriba un enlace o ambos.'}
          </Typography>
        )}
        <FileUpload
          purpose={purposeByKind[kind]}
          label={file ? 'Reemplazar archivo' : 'Subir archivo'}
          onUploaded={changeFile}
        />
      </Box>
      <FormTextField
        id="document-url"
        label="Enlace (opcional)"
        type="url"
        placeholder="https://"
        helperText="Un video o página externa; se abre en una pestaña nueva."
        registration={register('url')}
        errorMessage={errors.url?.message}
      />
    </DialogForm>
  );
}
