import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { Controller, useFieldArray, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { newOption, type ItemFormControl, type ItemFormValues, type QuizQuestionForm } from './item-form';
import { VisuallyHidden } from '../../../components/visually-hidden';

const MIN_OPTIONS = 2;
const MAX_OPTIONS = 8;

function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

interface QuizQuestionFieldsProps {
  index: number;
  control: ItemFormControl;
  register: UseFormRegister<ItemFormValues>;
  errors: FieldErrors<QuizQuestionForm> | undefined;
  canRemove: boolean;
  onRemove: () => void;
}

/** One question of the quiz builder: its text, explanation and options (at least one marked "Correcta"). */
export function QuizQuestionFields({ index, control, register, errors, canRemove, onRemove }: QuizQuestionFieldsProps) {
  const options = useFieldArray({ control, name: `quiz.questions.${index}.options`, keyName: 'key' });
  const baseId = useId();
  const optionsErrorId = `${baseId}-options-error`;
  const addOptionRef = useRef<HTMLButtonElement>(null);
  const number = index + 1;
  const optionsError = errors?.options?.root?.message ?? errors?.options?.message;

  return (
    <Paper component="fieldset" variant="outlined" sx={{ p: 2, my: 2, minWidth: 0 }}>
      <Box component="legend" sx={{ px: 1, fontWeight: 600 }}>
        Pregunta {number}
      </Box>
      <FormTextField
        id={`${baseId}-prompt`}
        label="Pregunta"
        multiline
        minRows={2}
        required
        registration={register(`quiz.questions.${index}.prompt`)}
        errorMessage={errors?.prompt?.message}
        slotProps={{ htmlInput: { 'data-question-prompt': true } }}
      />
      <FormTextField
        id={`${baseId}-explanation`}
        label="Explicación (opcional)"
        multiline
        minRows={2}
        helperText="Se muestra después de responder."
        registration={register(`quiz.questions.${index}.explanation`)}
        errorMessage={errors?.explanation?.message}
      />
      <Box
        role="group"
        aria-label={`Opciones de la pregunta ${number}`}
        aria-describedby={optionsError ? optionsErrorId : undefined}
      >
        {options.fields.map((option, optionIndex) => {
          const letter = optionLetter(optionIndex);
          return (
            <Box key={option.key} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
              <FormTextField
                id={`${baseId}-option-${option.id}`}
                label={`Opción ${letter}`}
                required
                registration={register(`quiz.questions.${index}.options.${optionIndex}.text`)}
                errorMessage={errors?.options?.[optionIndex]?.text?.message}
                sx={{ flex: '1 1 240px' }}
              />
              <Controller
                control={control}
                name={`quiz.questions.${index}.options.${optionIndex}.correct`}
                render={({ field }) => (
                  <FormControlLabel
                    label={
                      <>
                        Correcta
                        <VisuallyHidden>
                          : opción {letter} de la pregunta {number}
                        </VisuallyHidden>
                      </>
                    }
                    control={
                      <Checkbox
                        name={field.name}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{ input: { ref: field.ref } }}
                      />
                    }
                  />
                )}
              />
              <IconButton
                aria-label={`Quitar opción ${letter} de la pregunta ${number}`}
                disabled={options.fields.length <= MIN_OPTIONS}
                onClick={() => {
                  options.remove(optionIndex);
                  addOptionRef.current?.focus();
                }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          );
        })}
        {optionsError && (
          <Typography id={optionsErrorId} role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
            {optionsError}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          ref={addOptionRef}
          startIcon={<AddIcon aria-hidden="true" />}
          disabled={options.fields.length >= MAX_OPTIONS}
          onClick={() => options.append(newOption(options.fields))}
        >
          Agregar opción <VisuallyHidden>a la pregunta {number}</VisuallyHidden>
        </Button>
        <Button
          color="inherit"
          startIcon={<DeleteOutlineIcon aria-hidden="true" />}
          disabled={!canRemove}
          onClick={onRemove}
        >
          Quitar pregunta {number}
        </Button>
      </Box>
    </Paper>
  );
}
