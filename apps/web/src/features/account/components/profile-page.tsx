import type { AccountProfile } from '@academia/shared';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { MY_DATA_URL, useProfile } from '../api/account';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import { RemindersSection } from './reminders-section';
import { SessionsSection } from './sessions-section';

export const PROFILE_TITLE = 'Mi perfil';
/** `/perfil#contrasena` opens the page on the password section ("Cambiar contraseña" in the user menu). */
export const PASSWORD_SECTION_ID = 'contrasena';

function Section({
  id,
  title,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const headingId = `${id}-titulo`;
  return (
    <Paper component="section" id={id} aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ mb: 1, outline: 'none' }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

interface ProfilePageProps {
  onProfileSaved: (profile: AccountProfile) => void;
  onSignedOut: () => void;
}

/**
 * `/perfil`: the person's own account — name and document, password, open sessions and the download of all their
 * data (Ley 1581 de 2012, right of access).
 */
export function ProfilePage({ onProfileSaved, onSignedOut }: ProfilePageProps) {
  const profile = useProfile();
  const { hash } = useLocation();
  const passwordHeading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(profile.data);

  useEffect(() => {
    if (loaded && hash === `#${PASSWORD_SECTION_ID}`) {
      passwordHeading.current?.scrollIntoView?.({ block: 'start' });
      passwordHeading.current?.focus();
    }
  }, [hash, loaded]);

  return (
    <>
      <PageHeader title={PROFILE_TITLE} description="Sus datos, su contraseña, sus sesiones y la copia de sus datos." />
      {profile.isError ? (
        <LoadErrorAlert error={profile.error} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <LoadingScreen fullScreen={false} label="Cargando su perfil…" />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Section id="datos" title="Datos personales">
            <ProfileForm profile={profile.data} onSaved={onProfileSaved} />
          </Section>
          <Section id="recordatorios" title="Recordatorios">
            <RemindersSection profile={profile.data} />
          </Section>
          <Section id={PASSWORD_SECTION_ID} title="Cambiar contraseña" headingRef={passwordHeading}>
            <Typography color="text.secondary">
              Al cambiarla cerramos sus sesiones en otros dispositivos; esta sesión sigue abierta.
            </Typography>
            <ChangePasswordForm />
          </Section>
          <Section id="sesiones" title="Sesiones abiertas">
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              Los dispositivos desde los que tiene la sesión iniciada. Cierre los que no reconozca.
            </Typography>
            <SessionsSection onSignedOut={onSignedOut} />
          </Section>
          <Section id="mis-datos" title="Descargar mis datos">
            <Typography sx={{ mb: 2 }}>
              Descargue en un archivo JSON todo lo que la academia guarda sobre usted: su cuenta, su autorización de
              tratamiento de datos, sus inscripciones y avance, sus evaluaciones, certificados, favoritos, sesiones y
              conversaciones con el tutor.
            </Typography>
            {profile.data.consent && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {`Usted autorizó el tratamiento de sus datos el ${formatDateTime(profile.data.consent.at)} (política versión ${profile.data.consent.version}).`}
              </Typography>
            )}
            <Button variant="outlined" href={MY_DATA_URL} download startIcon={<Download aria-hidden="true" />}>
              Descargar mis datos
            </Button>
          </Section>
        </Box>
      )}
    </>
  );
}
