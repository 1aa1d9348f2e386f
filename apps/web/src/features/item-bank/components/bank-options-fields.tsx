import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type Ref } from 'react';
import { Controller, useWatch, type UseFieldArrayReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import {
  isExclusive,
  MAX_BANK_OPTIONS,
  MIN_BANK_OPTIONS,
  nextBankOptionId,
  relettered,
  type BankItemFormApi,
  type BankItemFormValues,
} from './bank-item-form';
import { VisuallyHidden } from '../../../components/visually-hidden';

/** Option ids are the CSV's lower-case letters; people read "Opción A", as in the route's quiz builder. */
function optionLabel(id: string): string {
  return id.toUpperCase();
}

interface BankOptionsFieldsProps {
  form: BankItemFormApi;
  options: UseFieldArrayReturn<BankItemFormValues, 'options', 'key'>;
  /** New questions keep their options lettered a, b, c… in order; saved ones keep their ids (answers refer to them). */
  renumber: boolean;
  /** The group, focused when the problem is about the options as a whole ("Marque al menos una opción correcta"). */
  groupRef: Ref<HTMLFieldSetElement>;
}

/**
 * The options of a question, each with its "Correcta" box. Single choice and true or false admit one correct
 * option, so ticking one clears the others (like radio buttons); true or false has its two fixed options.
 */
export function BankOptionsFields({ form, options, renumber, groupRef }: BankOptionsFieldsProps) {
  const { control, register, getValues, setValue, setFocus, trigger, formState } = form;
  const { errors, isSubmitted } = formState;
  const kind = useWatch({ control, name: 'kind' });
  const exclusive = isExclusive(kind);
  const fixed = kind === 'true_false';
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const addRef = useRef<HTMLButtonElement>(null);
  const focusNewOption = useRef(false);
  const count = options.fields.length;
  const optionsError = errors.options?.root?.message ?? errors.options?.message;

  // After "Agregar opción", take the author to the new option's text.
  useEffect(() => {
    if (!focusNewOption.current) return;
    focusNewOption.current = false;
    setFocus(`options.${count - 1}.text`);
  }, [count, setFocus]);

  const markCorrect = (index: number, checked: boolean, onChange: (value: boolean) => void) => {
    if (checked && exclusive) {
      getValues('options').forEach((option, other) => {
        if (other !== index && option.correct) setValue(`options.${other}.correct`, false, { shouldDirty: true });
      });
    }
    onChange(checked);
    if (isSubmitted) void trigger('options');
  };

  const add = () => {
    focusNewOption.current = true;
    options.append({ id: nextBankOptionId(getValues('options')), text: '', correct: false });
  };

  const remove = (index: number) => {
    if (renumber) options.replace(relettered(getValues('options').filter((_option, other) => other !== index)));
    else options.remove(index);
    // The removed option took its button (and the focus) with it; "Agregar opción" may only now be enabled.
    requestAnimationFrame(() => addRef.current?.focus());
  };

  return (
    <Paper
      component="fieldset"
      ref={groupRef}
      tabIndex={-1}
      variant="outlined"
      aria-describedby={optionsError ? `${hintId} ${errorId}` : hintId}
      sx={{
        p: 2,
        my: 2,
        minWidth: 0,
        '&:focus-visible, &:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box component="legend" sx={{ px: 1, fontWeight: 600 }}>
        Opciones
      </Box>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
        {fixed
          ? 'Marque si la afirmación es verdadera o falsa.'
          : exclusive
            ? 'Marque la opción correcta: solo una.'
            : 'Marque todas las opciones correctas.'}
      </Typography>
      {options.fields.map((option, index) => (
        <Box key={option.key} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          {fixed ? (
            <Typography sx={{ flex: '1 1 240px', py: 1.5, fontWeight: 600 }}>{option.text}</Typography>
          ) : (
            <FormTextField
              id={`${baseId}-option-${option.id}`}
              label={`Opción ${optionLabel(option.id)}`}
              required
              registration={register(`options.${index}.text`)}
              errorMessage={errors.options?.[index]?.text?.message}
              sx={{ flex: '1 1 240px' }}
            />
          )}
          <Controller
            control={control}
            name={`options.${index}.correct`}
            render={({ field }) => (
              <FormControlLabel
                label={
                  <>
                    Correcta
                    <VisuallyHidden>: {fixed ? option.text : `opción ${optionLabel(option.id)}`}</VisuallyHidden>
                  </>
                }
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value}
                    onChange={(event) => markCorrect(index, event.target.checked, field.onChange)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
              />
            )}
          />
          {!fixed && (
            <IconButton
              aria-label={`Quitar opción ${optionLabel(option.id)}`}
              disabled={count <= MIN_BANK_OPTIONS}
              onClick={() => remove(index)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Box>
      ))}
      {optionsError && (
        <Typography id={errorId} role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
          {optionsError}
        </Typography>
      )}
      {!fixed && (
        <Button
          ref={addRef}
          startIcon={<AddIcon aria-hidden="true" />}
          disabled={count >= MAX_BANK_OPTIONS}
          onClick={add}
          sx={{ mt: 1 }}
        >
          Agregar opción
        </Button>
      )}
    </Paper>
  );
}
