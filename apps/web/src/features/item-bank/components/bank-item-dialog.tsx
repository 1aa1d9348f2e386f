import {
  bankItemKindLabels,
  bankItemKinds,
  itemLevelLabels,
  itemLevels,
  type AdminBankItem,
  type BankItemKind,
} from '@academia/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useFieldArray, useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveBankItem, type BankItemValues } from '../api/bank';
import { BankOptionsFields } from './bank-options-fields';
import {
  bankItemFieldPaths,
  bankItemFormValues,
  bankItemResolver,
  blankOptions,
  emptyBankItemForm,
  trueFalseOptions,
  withOneCorrect,
  type BankItemFormValues,
  type BankOptionForm,
} from './bank-item-form';
import { EditorDialog, type EditorDialogApi } from '../../../components/dialogs/editor-dialog';
import { DialogForm } from '../../../components/dialogs/responsive-dialog';
import { SelectField } from '../../../components/form/select-field';
import { withFieldPathsIn } from '../../../lib/server-field-errors';

interface BankItemDialogProps {
  routeId: string;
  /** The item to edit, or null for a new one. Kept while the dialog closes so its content does not vanish. */
  item: AdminBankItem | null;
  /** Topics already in the bank, offered while typing the topic. */
  topics: readonly string[];
  /** The topic a new item starts with (the one the list is filtered by, if any). */
  defaultTopic?: string;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
  onExited: () => void;
}

/**
 * Adds or edits one question of the bank. Full screen on phones. Closing it (Cancelar, Escape, a click outside)
 * with unsaved edits asks first.
 */
export function BankItemDialog({
  routeId,
  item,
  topics,
  defaultTopic = '',
  open,
  onClose,
  onSaved,
  onExited,
}: BankItemDialogProps) {
  const save = useSaveBankItem(routeId);
  return (
    <EditorDialog
      open={open}
      title={item ? 'Editar pregunta' : 'Nueva pregunta'}
      busy={save.isPending}
      discardText="Los cambios que hizo en esta pregunta no se guardarán."
      onClose={onClose}
      onSaved={onSaved}
      onExited={onExited}
    >
      {(editor) => (
        <BankItemForm
          key={item?.id ?? 'new'}
          item={item}
          topics={topics}
          defaultTopic={defaultTopic}
          save={save}
          editor={editor}
        />
      )}
    </EditorDialog>
  );
}

interface BankItemFormProps {
  item: AdminBankItem | null;
  topics: readonly string[];
  defaultTopic: string;
  save: ReturnType<typeof useSaveBankItem>;
  editor: EditorDialogApi;
}

/** Whether the only problems are about the options as a whole (none of them has a field that can take focus). */
function onlyOptionsProblem(errors: FieldErrors<BankItemFormValues>, optionCount: number): boolean {
  const keys = Object.keys(errors);
  if (keys.length === 0 || keys.some((key) => key !== 'options')) return false;
  return !Array.from({ length: optionCount }, (_value, index) => errors.options?.[index]?.text).some(Boolean);
}

function BankItemForm({ item, topics, defaultTopic, save, editor }: BankItemFormProps) {
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const optionsGroupRef = useRef<HTMLFieldSetElement>(null);
  const form = useForm<BankItemFormValues, unknown, BankItemValues>({
    resolver: bankItemResolver,
    defaultValues: item ? bankItemFormValues(item) : emptyBankItemForm(defaultTopic),
  });
  const { register, control, handleSubmit, setError, setFocus, getValues, trigger, formState } = form;
  const { errors, isDirty } = formState;
  const options = useFieldArray({ control, name: 'options', keyName: 'key' });
  /** The options written before switching to true or false, given back when switching away again. */
  const stashedOptions = useRef<BankOptionForm[] | null>(null);

  const { trackDirty } = editor;
  useEffect(() => {
    trackDirty(isDirty);
  }, [isDirty, trackDirty]);

  const changeKind = (previous: BankItemKind, next: BankItemKind) => {
    if (previous === next) return;
    let nextOptions = getValues('options');
    if (next === 'true_false') {
      stashedOptions.current = nextOptions;
      nextOptions = trueFalseOptions();
    } else if (previous === 'true_false') {
      nextOptions = stashedOptions.current ?? blankOptions();
      stashedOptions.current = null;
    }
    if (next === 'single') nextOptions = withOneCorrect(nextOptions);
    options.replace(nextOptions);
    if (formState.isSubmitted) void trigger('options');
  };

  const focusOptions = () => requestAnimationFrame(() => optionsGroupRef.current?.focus());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void handleSubmit(
      (values) => {
        setServerError(null);
        save.mutate(
          { itemId: item?.id, values },
          {
            onSuccess: () => editor.saved(item ? 'Pregunta actualizada' : 'Pregunta agregada'),
            onError: (error) => {
              const fields = bankItemFieldPaths(getValues()) as FieldPath<BankItemFormValues>[];
              const mapped = withFieldPathsIn(error, fields);
              const focusedField = applyServerFieldErrors(mapped, fields, setError, setFocus);
              const paths = new Set(isApiError(mapped) ? mapped.fieldProblems.map((problem) => problem.path) : []);
              // The options as a whole have no input of their own: take the author to their group instead.
              if (focusedField && fields.find((field) => paths.has(field)) === 'options') focusOptions();
              setServerError({ error, focus: !focusedField });
            },
          },
        );
      },
      (invalid) => {
        if (onlyOptionsProblem(invalid, getValues('options').length)) focusOptions();
      },
    )(event);
  };

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={save.isPending}
      submitLabel={item ? 'Guardar cambios' : 'Agregar pregunta'}
      onCancel={editor.close}
    >
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus} />
      <Controller
        control={control}
        name="topic"
        render={({ field, fieldState }) => (
          <Autocomplete
            freeSolo
            options={topics}
            inputValue={field.value}
            onInputChange={(_event, value) => field.onChange(value)}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                id="bank-item-topic"
                label="Tema"
                required
                margin="normal"
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Elija un tema de la lista o escriba uno nuevo.'}
                slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, required: false } }}
              />
            )}
          />
        )}
      />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            control={control}
            name="kind"
            id="bank-item-kind"
            label="Tipo"
            options={bankItemKinds}
            labels={bankItemKindLabels}
            onBeforeChange={changeKind}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            control={control}
            name="level"
            id="bank-item-level"
            label="Nivel"
            options={itemLevels}
            labels={itemLevelLabels}
            helperText="Fije la dificultad inicial, hasta que la pregunta se calibre."
          />
        </Grid>
      </Grid>
      <FormTextField
        id="bank-item-prompt"
        label="Pregunta"
        multiline
        minRows={2}
        required
        registration={register('prompt')}
        errorMessage={errors.prompt?.message}
      />
      <BankOptionsFields form={form} options={options} renumber={item === null} groupRef={optionsGroupRef} />
      <FormTextField
        id="bank-item-explanation"
        label="Explicación (opcional)"
        multiline
        minRows={2}
        helperText="Se muestra después de responder."
        registration={register('explanation')}
        errorMessage={errors.explanation?.message}
      />
    </DialogForm>
  );
}
