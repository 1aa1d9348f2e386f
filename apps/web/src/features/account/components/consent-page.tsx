import { CONSENT_REQUIRED_MESSAGE, type SessionUser } from '@academia/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConsentCheckbox } from '../../../components/form/consent-checkbox';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { zodResolver } from '../../../lib/zod-resolver';
import { useGiveConsent } from '../api/account';

export const CONSENT_PAGE_TITLE = 'Autorización para el tratamiento de datos';

const consentFormSchema = z.object({
  accept: z.boolean().refine((value) => value, CONSENT_REQUIRED_MESSAGE),
});
type ConsentFormValues = z.infer<typeof consentFormSchema>;

interface ConsentPageProps {
  nombre: string;
  /** Called with the updated session user once the consent is stored. */
  onConsented: (user: SessionUser) => void;
  onSignOut: () => void;
  signingOut: boolean;
}

/**
 * `/autorizacion-de-datos`: people created by an admin or by import, and everyone after a new policy version, accept
 * the data policy here before anything else (Ley 1581 de 2012). The box starts unticked.
 */
export function ConsentPage({ nombre, onConsented, onSignOut, signingOut }: ConsentPageProps) {
  const consent = useGiveConsent();
  const [serverError, setServerError] = useState<unknown>(null);
  const { control, handleSubmit, formState } = useForm<ConsentFormValues>({
    resolver: zodResolver(consentFormSchema),
    defaultValues: { accept: false },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(() => {
      setServerError(null);
      consent.mutate(undefined, {
        onSuccess: ({ user }) => onConsented(user),
        onError: (error) => setServerError(error),
      });
    })(event);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <PageHeader title={CONSENT_PAGE_TITLE} />
      <Typography sx={{ mb: 2 }}>{`Hola, ${nombre}.`}</Typography>
      <Typography sx={{ mb: 2 }}>
        Antes de continuar necesitamos su autorización para tratar sus datos personales, como lo exige la Ley 1581 de
        2012. Usamos su nombre, su correo, su documento, su empresa y su avance en la formación para darle los cursos,
        emitir sus certificados e informar a su empresa sobre su formación en Seguridad y Salud en el Trabajo.
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Puede leer la política completa antes de decidir. Sin esta autorización no es posible usar la plataforma.
      </Typography>
      <FormErrorAlert error={serverError} focusOnError />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <ConsentCheckbox
          control={control}
          name="accept"
          id="consent-accept"
          errorMessage={formState.errors.accept?.message}
        />
        <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="large" loading={consent.isPending}>
            Continuar
          </Button>
          <Button type="button" variant="text" size="large" onClick={onSignOut} loading={signingOut}>
            Cerrar sesión
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
