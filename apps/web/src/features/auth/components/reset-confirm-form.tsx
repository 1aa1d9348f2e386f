import { passwordSchema, resetCodeSchema } from '@academia/shared';
import { zodResolver } from '../../../lib/zod-resolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useConfirmPasswordReset } from '../api/reset-password';
import { PASSWORD_HINT, PASSWORDS_DIFFER_MESSAGE } from './sign-up-page';

/** The code is only asked when the person came without the e-mailed link. */
function buildConfirmFormSchema(needsCode: boolean) {
  return z
    .object({
      code: needsCode ? resetCodeSchema : z.string(),
      password: passwordSchema,
      confirmPassword: z.string().min(1, 'Confirme la contraseña.'),
    })
    .refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: PASSWORDS_DIFFER_MESSAGE,
      // zod skips object refinements while any field has a problem; check the match together with the rest.
      when: () => true,
    });
}

const codeFormSchema = buildConfirmFormSchema(true);
const tokenFormSchema = buildConfirmFormSchema(false);

type ConfirmFormInput = z.input<typeof codeFormSchema>;

const FIELDS = ['code', 'password', 'confirmPassword'] as const;

export type ResetProof = { kind: 'code'; email: string } | { kind: 'token'; token: string };

interface ResetConfirmFormProps {
  proof: ResetProof;
  onDone: (message: string) => void;
  /** Shown inside the error alert when the code or link no longer works (e.g. a way to ask for a new one). */
  renewAction: ReactNode;
}

/** Step 2: the new password, proved by the e-mailed code or by the token of the e-mailed link. */
export function ResetConfirmForm({ proof, onDone, renewAction }: ResetConfirmFormProps) {
  const confirmReset = useConfirmPasswordReset();
  const [serverError, setServerError] = useState<{ error: unknown; focus: boolean } | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<ConfirmFormInput>({
    resolver: zodResolver(proof.kind === 'code' ? codeFormSchema : tokenFormSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  // handleSubmit runs at submit time, never during render.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(({ code, password }) => {
      setServerError(null);
      const body = proof.kind === 'code' ? { email: proof.email, code, password } : { token: proof.token, password };
      confirmReset.mutate(body, {
        onSuccess: ({ message }) => onDone(message),
        onError: (error) => {
          const focusedField = applyServerFieldErrors(error, FIELDS, setError, setFocus);
          setServerError({ error, focus: !focusedField });
        },
      });
    })(event);

  const proofRejected =
    isApiError(serverError?.error) &&
    (serverError.error.code === 'RESET_CODE_INVALID' || serverError.error.code === 'RESET_CODE_EXPIRED');

  return (
    <>
      <FormErrorAlert error={serverError?.error} focusOnError={serverError?.focus}>
        {proofRejected && <Box sx={{ mt: 1 }}>{renewAction}</Box>}
      </FormErrorAlert>
      <Box component="form" noValidate onSubmit={onSubmit}>
        {proof.kind === 'code' && (
          <FormTextField
            id="reset-code"
            label="Código de verificación"
            autoComplete="one-time-code"
            required
            helperText="El código de 6 dígitos que le enviamos por correo."
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            registration={register('code')}
            errorMessage={errors.code?.message}
          />
        )}
        <PasswordField
          id="reset-password"
          label="Nueva contraseña"
          autoComplete="new-password"
          required
          helperText={PASSWORD_HINT}
          registration={register('password')}
          errorMessage={errors.password?.message}
        />
        <PasswordField
          id="reset-confirm-password"
          label="Confirmar nueva contraseña"
          autoComplete="new-password"
          required
          registration={register('confirmPassword')}
          errorMessage={errors.confirmPassword?.message}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={confirmReset.isPending}
          sx={{ mt: 2 }}
        >
          Guardar nueva contraseña
        </Button>
      </Box>
    </>
  );
}
