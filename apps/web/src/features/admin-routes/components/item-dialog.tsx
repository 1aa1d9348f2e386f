import { itemKindLabels, type AdminItem, type ItemKind, type Upload } from '@academia/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveItem, type ItemValues } from '../api/route-items';
import { EditorDialog, type EditorDialogApi } from '../../../components/dialogs/editor-dialog';
import { ItemCommonFields } from './item-common-fields';
import { emptyItemForm, itemFieldPaths, itemFormValues, itemResolver, type ItemFormValues } from './item-form';
import { ItemKindFields } from './item-kind-fields';
import { DialogForm } from '../../../components/dialogs/responsive-dialog';

/** What the dialog edits: a new item of a kind, or an existing item. */
export type ItemDialogTarget = { kind: ItemKind; item: null } | { kind: ItemKind; item: AdminItem };

interface ItemDialogProps {
  routeId: string;
  /** Kept while the dialog closes so its content does not vanish mid-animation. */
  target: ItemDialogTarget;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
  onExited: () => void;
}

/**
 * Adds or edits one content item. Full screen on phones. Closing it (Cancelar, Escape, a click outside) with unsaved
 * edits asks first.
 */
export function ItemDialog({ routeId, target, open, onClose, onSaved, onExited }: ItemDialogProps) {
  const save = useSaveItem(routeId);
  const label = itemKindLabels[target.kind];
  return (
    <EditorDialog
      open={open}
      title={target.item ? `Editar contenido: ${label}` : `Nuevo contenido: ${label}`}
      busy={save.isPending}
      discardText="Los cambios que hizo en este contenido no se guardarán."
      onClose={onClose}
      onSaved={onSaved}
      onExited={onExited}
    >
      {(editor) => (
        <ItemForm key={target.item?.id ?? `new-${target.kind}`} target={target} save={save} editor={editor} />
      )}
    </EditorDialog>
  );
}

interface ItemFormProps {
  target: ItemDialogTarget;
  save: ReturnType<typeof useSaveItem>;
  editor: EditorDialogApi;
}

function ItemForm({ target, save, editor }: ItemFormProps) {
  const [file, setFile] = useState<Upload | null>(target.item?.file ?? null);
  const [captions, setCaptions] = useState<Upload | null>(target.item?.captions ?? null);
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const form = useForm<ItemFormValues, unknown, ItemValues>({
    resolver: itemResolver,
    defaultValues: target.item ? itemFormValues(target.item) : emptyItemForm(target.kind),
  });
  const { handleSubmit, setError, setFocus, setValue, getValues, formState } = form;
  const { isDirty } = formState;

  const { trackDirty } = editor;
  useEffect(() => {
    trackDirty(isDirty);
  }, [isDirty, trackDirty]);

  const changeFile = (upload: Upload | null) => {
    setFile(upload);
    setValue('fileId', upload?.id ?? null, { shouldDirty: true });
  };

  const changeCaptions = (upload: Upload | null) => {
    setCaptions(upload);
    setValue('captionsFileId', upload?.id ?? null, { shouldDirty: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void handleSubmit(
      (values) => {
        setServerError(null);
        save.mutate(
          { itemId: target.item?.id, values },
          {
            onSuccess: () => editor.saved(target.item ? 'Contenido actualizado' : 'Contenido agregado'),
            onError: (error) => {
              const fields = itemFieldPaths(getValues()) as FieldPath<ItemFormValues>[];
              const focusedField = applyServerFieldErrors(error, fields, setError, setFocus);
              setServerError({ error, focus: !focusedField });
            },
          },
        );
      },
      (errors) => {
        // The text may sit in the hidden "Escribir" tab: focus it once the editor has switched back to it.
        if (errors.body) requestAnimationFrame(() => setFocus('body'));
      },
    )(event);
  };

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={save.isPending}
      submitLabel={target.item ? 'Guardar cambios' : 'Agregar contenido'}
      onCancel={editor.close}
    >
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
      <ItemCommonFields form={form} />
      <ItemKindFields
        form={form}
        file={file}
        onFileChange={changeFile}
        captions={captions}
        onCaptionsChange={changeCaptions}
      />
    </DialogForm>
  );
}
