import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CertificateLinks } from '../../../components/certificate-links';
import { certificateExpiryText } from '../../../lib/certificate-expiry';
import { formatDate } from '../../../lib/format';
import { useMyCertificates } from '../../../lib/my-certificates';

/**
 * The "Certificado" box of a route's page, composed there by `src/app` (features do not import each other). Shows
 * nothing until the learner holds a certificate for this route; a failed request stays quiet (the result page of
 * the final test links the certificate too).
 */
export function RouteCertificate({ routeId }: { routeId: string }) {
  const titleId = useId();
  const certificates = useMyCertificates();
  const certificate = certificates.data?.items.find((item) => item.routeId === routeId);
  if (!certificate) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={titleId} variant="h6" component="h2">
        Certificado
      </Typography>
      <Typography>
        Lo obtuvo el {formatDate(certificate.issuedAt)}.
        {certificate.expiresAt && ` ${certificateExpiryText(certificate.expiresAt)}.`}
      </Typography>
      <CertificateLinks code={certificate.code} downloadUrl={certificate.downloadUrl} />
    </Paper>
  );
}
