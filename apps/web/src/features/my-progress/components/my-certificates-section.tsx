import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Certificate } from '@academia/shared';
import { useId } from 'react';
import { CertificateLinks } from '../../../components/certificate-links';
import { certificateExpiryText } from '../../../lib/certificate-expiry';
import { Fact, FactList } from '../../../components/facts';
import { formatDate, formatDuration, formatHours, formatScore } from '../../../lib/format';
import { useMyCertificates } from '../../../lib/my-certificates';
import { EmptySection, ProgressSection } from './progress-section';

/** Newest first. */
function newestFirst({ items }: { items: Certificate[] }): Certificate[] {
  return [...items].sort((a, b) => Date.parse(b.issuedAt) - Date.parse(a.issuedAt));
}

export const NO_CERTIFICATES_TEXT =
  'Aún no tiene certificados. Apruebe la evaluación final de una ruta para obtener el suyo.';

function MyCertificate({ certificate }: { certificate: Certificate }) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id={titleId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
        {certificate.routeTitle}
      </Typography>
      <FactList sx={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Fact term="Fecha de emisión">{formatDate(certificate.issuedAt)}</Fact>
        <Fact term="Puntaje">{formatScore(certificate.score)}</Fact>
        <Fact term="Intensidad">{formatHours(certificate.hours, 'long')}</Fact>
        {certificate.studySeconds != null && (
          <Fact term="Tiempo de estudio registrado">{formatDuration(certificate.studySeconds)}</Fact>
        )}
        <Fact term="Vigencia">{certificateExpiryText(certificate.expiresAt)}</Fact>
        <Fact term="Código">{certificate.code}</Fact>
      </FactList>
      {/* The links repeat in every certificate: each names its route as its description. */}
      <CertificateLinks
        code={certificate.code}
        downloadUrl={certificate.downloadUrl}
        verifyLabel="Verificar"
        showCode={false}
        describedBy={titleId}
      />
    </Paper>
  );
}

/** "Mis certificados": one per passed final test, newest first, with the PDF and the public verification. */
export function MyCertificatesSection() {
  // A final test passed a moment ago issues one: fetch again on every opening.
  const certificates = useMyCertificates({ select: newestFirst, refetchOnMount: 'always' });
  return (
    <ProgressSection
      title="Mis certificados"
      query={certificates}
      loadingLabel="Cargando sus certificados…"
      empty={<EmptySection text={NO_CERTIFICATES_TEXT} />}
      getKey={(certificate) => certificate.code}
      renderItem={(certificate) => <MyCertificate certificate={certificate} />}
    />
  );
}
