import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { certificatePdfPath, verificationPath } from '../lib/certificate-paths';

interface CertificateLinksProps {
  code: string;
  /** The API's own link when known (the certificate list carries it); otherwise built from the code. */
  downloadUrl?: string;
  /** "Verificar" where the certificate is already named nearby (a list of certificates). */
  verifyLabel?: string;
  /** Writes "Código del certificado: …" under the links; off where the code is already shown. */
  showCode?: boolean;
  /** The id of the text naming this certificate (its route), so links repeated in a list say which one they open. */
  describedBy?: string;
}

/** "Descargar certificado (PDF)" and the public verification page, with the code written out. */
export function CertificateLinks({
  code,
  downloadUrl = certificatePdfPath(code),
  verifyLabel = 'Verificar certificado',
  showCode = true,
  describedBy,
}: CertificateLinksProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          component="a"
          href={downloadUrl}
          aria-describedby={describedBy}
          variant="contained"
          startIcon={<PictureAsPdfIcon aria-hidden="true" />}
          sx={{ minHeight: 48 }}
        >
          Descargar certificado (PDF)
        </Button>
        <Button
          component={RouterLink}
          to={verificationPath(code)}
          aria-describedby={describedBy}
          variant="outlined"
          startIcon={<VerifiedIcon aria-hidden="true" />}
          sx={{ minHeight: 48 }}
        >
          {verifyLabel}
        </Button>
      </Box>
      {showCode && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Código del certificado: <strong>{code}</strong>
        </Typography>
      )}
    </Box>
  );
}
