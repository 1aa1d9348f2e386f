import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useSystemSetup } from '../api/get-system-setup';

export const PUBLIC_URL_BANNER_TITLE = 'Los certificados llevarán un enlace que nadie más puede abrir';
export const SIGNER_BANNER_TITLE = 'Los certificados saldrán sin firma del responsable SST';

/**
 * Warnings about the installation that only the Superadministrador can fix (decision 029). Nothing is shown while
 * loading or when the request fails: these banners add to the page, they never block it.
 */
export function SetupBanners({ enabled }: { enabled: boolean }) {
  const setup = useSystemSetup(enabled);
  const data = setup.data;
  if (!data || (!data.publicUrlMissing && !data.certificateSignerMissing)) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 3 }}>
      {data.publicUrlMissing && (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>{PUBLIC_URL_BANNER_TITLE}</AlertTitle>
          {`El código QR y el enlace de verificación de cada certificado apuntan a ${data.certificateLinkBase}, `}
          una dirección de este servidor que nadie fuera de él puede abrir, así que un certificado impreso no se puede
          verificar. Defina la variable PUBLIC_URL con la dirección pública de la academia (por ejemplo,
          https://academia.su-empresa.co) y reinicie el servidor.
        </Alert>
      )}
      {data.certificateSignerMissing && (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>{SIGNER_BANNER_TITLE}</AlertTitle>
          Defina CERTIFICATE_SIGNER_NAME y CERTIFICATE_SIGNER_LICENSE con el nombre y la licencia en SST de la persona
          responsable de la academia, y reinicie el servidor. Los certificados ya emitidos no cambian.
        </Alert>
      )}
    </Box>
  );
}
