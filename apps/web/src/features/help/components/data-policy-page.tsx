import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DATA_POLICY_VERSION, type PublicConfig } from '@academia/shared';
import { useId, type ReactNode } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { formatCalendarDay } from '../../../lib/format';
import type { PublicConfigQuery } from './help-page';

export const DATA_POLICY_TITLE = 'Política de tratamiento de datos personales';

function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={titleId} variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Items({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {children}
    </Box>
  );
}

/** The policy itself, written for this platform: what it stores is what the code stores (users, progress, sessions…). */
function PolicyText({ config }: { config: PublicConfig }) {
  const email = <Link href={`mailto:${config.contactEmail}`}>{config.contactEmail}</Link>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <PolicySection title="Quién es responsable de sus datos">
        <Typography>
          {`El responsable del tratamiento es ${config.providerName}, que administra esta academia. Puede escribirnos a `}
          {email}
          {config.contactPhone ? `, llamar al ${config.contactPhone}` : ''}
          {config.contactAddress ? ` o dirigirse a ${config.contactAddress}` : ''}.
        </Typography>
        <Typography>
          Esta política aplica la Ley 1581 de 2012 y su reglamentación, el Decreto 1377 de 2013, hoy compilado en el
          Decreto Único Reglamentario 1074 de 2015. Al crear su cuenta o al usar la cuenta que le creó su empresa
          autoriza el tratamiento descrito aquí.
        </Typography>
      </PolicySection>

      <PolicySection title="Qué datos guardamos">
        <Items>
          <li>
            Identificación y cuenta: nombre, correo electrónico, número de documento (si se registró), empresa y perfil.
          </li>
          <li>
            Su contraseña solo como una huella cifrada con un algoritmo resistente a ataques: nadie, ni siquiera el
            administrador, puede leerla.
          </li>
          <li>
            Su aprendizaje: rutas en las que está inscrito, avance en cada contenido, tiempo dedicado, punto donde
            quedó, respuestas a los repasos, a la prueba inicial y a las evaluaciones finales, puntajes, certificados
            emitidos y favoritos.
          </li>
          <li>
            Sus conversaciones con el tutor: las preguntas que usted escribe y las respuestas, con sus fuentes. Solo
            usted las lee, y puede borrarlas desde el tutor.
          </li>
          <li>
            Sus sesiones: fecha de inicio y de última actividad, dirección IP y navegador (agente de usuario) desde los
            que ingresó.
          </li>
          <li>Los archivos que se suban a la plataforma, por ejemplo, documentos de las bibliotecas o evidencias.</li>
        </Items>
        <Typography>
          No le pedimos datos sensibles (como datos de salud, origen étnico o creencias). Si en algún caso se
          solicitaran, responder sería opcional.
        </Typography>
      </PolicySection>

      <PolicySection title="Para qué los usamos">
        <Items>
          <li>Crear y proteger su cuenta, iniciar su sesión y ayudarle a recuperar el acceso.</li>
          <li>Darle la formación, guardar su avance y mostrarle sus resultados y recomendaciones.</li>
          <li>
            Emitir sus certificados y permitir que terceros los verifiquen con su código. La verificación pública solo
            muestra su nombre, la ruta, la intensidad y la fecha; nunca su documento ni su puntaje.
          </li>
          <li>
            Informar al administrador de la academia sobre el avance y los resultados de formación, para los programas
            de capacitación del SG-SST de su empresa.
          </li>
          <li>Mantener la seguridad de la plataforma: detectar accesos indebidos y limitar intentos repetidos.</li>
          <li>Enviarle mensajes sobre su cuenta, como los códigos para restablecer la contraseña.</li>
        </Items>
        <Typography>No vendemos sus datos ni los usamos con fines publicitarios.</Typography>
      </PolicySection>

      <PolicySection title="Sus derechos">
        <Typography>Como titular de los datos, tiene derecho a:</Typography>
        <Items>
          <li>Conocer, actualizar y rectificar sus datos personales.</li>
          <li>Solicitar prueba de la autorización que dio para su tratamiento.</li>
          <li>Recibir información, si la pide, sobre el uso que se les ha dado.</li>
          <li>
            Presentar quejas ante la Superintendencia de Industria y Comercio por infracciones a la ley, después de
            haber hecho su consulta o reclamo ante nosotros.
          </li>
          <li>
            Revocar la autorización y pedir la supresión de sus datos, cuando no exista un deber legal o contractual de
            conservarlos.
          </li>
          <li>
            Acceder gratuitamente a sus datos personales. Con su sesión iniciada, en «Mi perfil» puede descargarlos
            todos en un archivo.
          </li>
        </Items>
      </PolicySection>

      <PolicySection title="Cómo ejercerlos">
        <Typography>
          {'Escriba a '}
          {email}
          {
            ' con su nombre, su número de documento o correo registrado, lo que pide y cómo quiere recibir la respuesta.'
          }
        </Typography>
        <Items>
          <li>
            Consultas (saber qué datos tenemos y cómo los usamos): respondemos en máximo 10 días hábiles. Si no
            alcanzamos, le diremos por qué y responderemos en los 5 días hábiles siguientes.
          </li>
          <li>
            Reclamos (corregir, actualizar o suprimir datos, revocar la autorización o advertir un incumplimiento):
            respondemos en máximo 15 días hábiles, prorrogables por 8 días hábiles más avisándole el motivo. Si falta
            información, se la pediremos en los 5 días siguientes; si pasan 2 meses sin recibirla, entenderemos que
            desistió.
          </li>
        </Items>
      </PolicySection>

      <PolicySection title="Seguridad y conservación">
        <Typography>
          Protegemos sus datos con contraseñas cifradas, cookies de sesión inaccesibles para los scripts de la página,
          sesiones que el administrador puede cerrar, permisos por perfil (solo el administrador ve el avance de otras
          personas) y límites a los intentos repetidos.
        </Typography>
        <Typography>
          Conservamos sus datos mientras tenga una cuenta y sean necesarios para las finalidades descritas. Los
          certificados se conservan para que puedan verificarse. Las sesiones vencen solas y los códigos para
          restablecer la contraseña dejan de servir a los 15 minutos. Cuando pida la supresión, borraremos sus datos
          salvo los que una norma nos obligue a conservar.
        </Typography>
      </PolicySection>
    </Box>
  );
}

/** `/politica-de-datos`: open to everyone, signed in or not (Ley 1581 de 2012). */
export function DataPolicyPage({ config }: { config: PublicConfigQuery }) {
  return (
    <>
      <PageHeader
        title={DATA_POLICY_TITLE}
        description="Cómo trata esta academia los datos personales de quienes la usan, según la Ley 1581 de 2012."
      />
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {`Versión ${DATA_POLICY_VERSION}, vigente desde el ${formatCalendarDay(DATA_POLICY_VERSION)}. Si la política cambia, le pediremos de nuevo su autorización.`}
      </Typography>
      {config.data ? (
        <PolicyText config={config.data} />
      ) : config.isError ? (
        <LoadErrorAlert error={config.error} onRetry={() => void config.refetch()} />
      ) : (
        <LoadingScreen fullScreen={false} label="Cargando la política…" />
      )}
    </>
  );
}
