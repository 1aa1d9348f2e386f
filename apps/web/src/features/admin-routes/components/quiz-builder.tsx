import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useFieldArray, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { newQuestion, type ItemFormControl, type ItemFormValues } from './item-form';
import { NumberField } from './number-field';
import { QuizQuestionFields } from './quiz-question-fields';

const MAX_QUESTIONS = 30;

interface QuizBuilderProps {
  control: ItemFormControl;
  register: UseFormRegister<ItemFormValues>;
  errors: FieldErrors<ItemFormValues>;
}

/** The quick quiz: pass mark and questions, each with its options and the correct ones ticked. */
export function QuizBuilder({ control, register, errors }: QuizBuilderProps) {
  const questions = useFieldArray({ control, name: 'quiz.questions', keyName: 'key' });
  const lastCount = useRef(questions.fields.length);
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionsError = errors.quiz?.questions?.root?.message ?? errors.quiz?.questions?.message;

  // After "Agregar pregunta", take the author to the new question's text.
  useEffect(() => {
    if (questions.fields.length > lastCount.current) {
      const prompts = listRef.current?.querySelectorAll<HTMLElement>('[data-question-prompt]');
      prompts?.[prompts.length - 1]?.focus();
    }
    lastCount.current = questions.fields.length;
  }, [questions.fields.length]);

  return (
    <Box sx={{ mt: 2 }}>
      <NumberField
        id="quiz-pass-mark"
        label="Nota para aprobar el repaso (%)"
        required
        min={0}
        max={100}
        registration={register('quiz.passMark', { valueAsNumber: true })}
        errorMessage={errors.quiz?.passMark?.message}
        sx={{ maxWidth: 280 }}
      />
      <Typography ref={headingRef} component="h3" variant="h6" tabIndex={-1} sx={{ mt: 2 }}>
        Preguntas
      </Typography>
      {questionsError && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {questionsError}
        </Alert>
      )}
      <Box ref={listRef}>
        {questions.fields.map((question, index) => (
          <QuizQuestionFields
            key={question.key}
            index={index}
            control={control}
            register={register}
            errors={errors.quiz?.questions?.[index]}
            canRemove={questions.fields.length > 1}
            onRemove={() => {
              questions.remove(index);
              // The removed question took its button (and the focus) with it.
              headingRef.current?.focus();
            }}
          />
        ))}
      </Box>
      <Button
        startIcon={<AddIcon aria-hidden="true" />}
        disabled={questions.fields.length >= MAX_QUESTIONS}
        onClick={() => questions.append(newQuestion(questions.fields))}
      >
        Agregar pregunta
      </Button>
    </Box>
  );
}
