import { itemKindLabels, type AdminItem, type ItemKind, type Upload } from '@academia/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveItem, type ItemValues } from '../api/route-items';
import { ConfirmDialog } from './confirm-dialog';
import { ItemCommonFields } from './item-common-fields';
import { emptyItemForm, itemFieldPaths, itemFormValues, itemResolver, type ItemFormValues } from './item-form';
import { ItemKindFields } from './item-kind-fields';

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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const save = useSaveItem(routeId);
  const dirty = useRef(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const trackDirty = useCallback((isDirty: boolean) => {
    dirty.current = isDirty;
  }, []);
  const close = () => {
    if (save.isPending) return;
    if (dirty.current) setConfirmDiscard(true);
    else onClose();
  };
  const discard = () => {
    setConfirmDiscard(false);
    onClose();
  };
  const label = itemKindLabels[target.kind];

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{target.item ? `Editar contenido: ${label}` : `Nuevo contenido: ${label}`}</DialogTitle>
      <ItemForm
        key={target.item?.id ?? `new-${target.kind}`}
        target={target}
        save={save}
        onCancel={close}
        onDirtyChange={trackDirty}
        onSaved={(message) => {
          onSaved(message);
          onClose();
        }}
      />
      <ConfirmDialog
        open={confirmDiscard}
        title="¿Descartar los cambios?"
        confirmLabel="Descartar"
        cancelLabel="Seguir editando"
        destructive
        onConfirm={discard}
        onClose={() => setConfirmDiscard(false)}
      >
        Los cambios que hiciste en este contenido no se guardarán.
      </ConfirmDialog>
    </Dialog>
  );
}

interface ItemFormProps {
  target: ItemDialogTarget;
  save: ReturnType<typeof useSaveItem>;
  onCancel: () => void;
  onSaved: (message: string) => void;
  onDirtyChange: (dirty: boolean) => void;
}

function ItemForm({ target, save, onCancel, onSaved, onDirtyChange }: ItemFormProps) {
  const [file, setFile] = useState<Upload | null>(target.item?.file ?? null);
  const [captions, setCaptions] = useState<Upload | null>(target.item?.captions ?? null);
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const form = useForm<ItemFormValues, unknown, ItemValues>({
    resolver: itemResolver,
    defaultValues: target.item ? itemFormValues(target.item) : emptyItemForm(target.kind),
  });
  const { handleSubmit, setError, setFocus, setValue, getValues, formState } = form;
  const { isDirty } = formState;

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  const changeFile = (upload: Upload | null) => {
    setFile(upload);
    setValue('fileId', upload?.id ?? null, { shouldDirty: true });
  };

  const changeCaptions = (upload: Upload | null) => {
    setCaptions(upload);
    setValue('captionsFileId', upload?.id ?? null, { shouldDirty: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation(); // the dialog is portalled, but React still bubbles submit to the page's forms
    void handleSubmit(
      (values) => {
        setServerError(null);
        save.mutate(
          { itemId: target.item?.id, values },
          {
            onSuccess: () => onSaved(target.item ? 'Contenido actualizado' : 'Contenido agregado'),
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
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogContent dividers>
        <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
        <ItemCommonFields form={form} />
        <ItemKindFields
          form={form}
          file={file}
          onFileChange={changeFile}
          captions={captions}
          onCaptionsChange={changeCaptions}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {target.item ? 'Guardar cambios' : 'Agregar contenido'}
        </Button>
      </DialogActions>
    </Box>
  );
}
