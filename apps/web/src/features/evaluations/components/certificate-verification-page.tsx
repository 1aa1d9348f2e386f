import CancelIcon from '@mui/icons-material/Cancel';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CertificateVerification } from '@academia/shared';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Fact, FactList } from '../../../components/facts';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';
import { verificationPath } from '../../../lib/certificate-paths';
import { formatDate, formatDuration, formatHours, formatScore } from '../../../lib/format';
import { useCertificateVerification } from '../api/certificates';
import { CERTIFICATE_DISCLAIMER } from '../utils/texts';

export const CODE_MISSING_TEXT = 'Escriba el código del certificado.';

/** How the certificate was earned (decision 029): the contents and the final evaluation passed, with the score. */
export function earnedText(certificate: CertificateVerification): string | null {
  if (certificate.score === null) return null;
  const count = certificate.itemsCompleted === null ? '' : ` (${String(certificate.itemsCompleted)})`;
  const mark = certificate.passMark === null ? '' : `; mínimo para aprobar: ${String(certificate.passMark)}`;
  return `Completó todos los contenidos obligatorios${count} y aprobó la evaluación final con ${formatScore(certificate.score)}${mark}.`;
}

export function notFoundText(code: string): string {
  return `No existe ningún certificado con el código «${code}».`;
}

/** "Verificar otro código": a code field that opens `/verificar/{código}`. */
function VerifyAnotherForm({ title }: { title: string }) {
  const navigate = useNavigate();
  const titleId = useId();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setMissing(true);
      return;
    }
    void navigate(verificationPath(trimmed));
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ maxWidth: 560 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column' }}>
        <TextField
          id="certificate-code"
          label="Código del certificado"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setMissing(false);
          }}
          required
          autoComplete="off"
          margin="normal"
          error={missing}
          helperText={missing ? CODE_MISSING_TEXT : 'Está en el certificado, junto al código QR.'}
          slotProps={{
            inputLabel: { required: false },
            htmlInput: { spellCheck: false, autoCapitalize: 'characters' },
          }}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start', minHeight: 48 }}>
          Verificar
        </Button>
      </Box>
    </Box>
  );
}

function VerificationResult({ certificate }: { certificate: CertificateVerification }) {
  const { revokedAt, expiresAt, standing } = certificate;
  const valid = certificate.valid && standing === 'in_force';
  const title = valid
    ? 'Certificado válido'
    : standing === 'revoked'
      ? 'Certificado revocado'
      : standing === 'expired'
        ? 'Certificado vencido'
        : 'Certificado no válido';
  const earned = earnedText(certificate);
  return (
    <>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {valid ? (
            <VerifiedIcon aria-hidden="true" sx={{ fontSize: 40, color: 'success.dark' }} />
          ) : (
            <CancelIcon aria-hidden="true" sx={{ fontSize: 40, color: 'error.dark' }} />
          )}
          <Typography sx={{ fontWeight: 600 }}>
            {valid
              ? expiresAt
                ? `La Academia SST emitió este certificado y está vigente hasta el ${formatDate(expiresAt)}.`
                : 'La Academia SST emitió este certificado y sigue vigente.'
              : standing === 'revoked' && revokedAt
                ? `Este certificado fue revocado el ${formatDate(revokedAt)} y ya no es válido.`
                : standing === 'expired' && expiresAt
                  ? `Este certificado venció el ${formatDate(expiresAt)}: la persona debe volver a aprobar la ruta para renovarlo.`
                  : 'Este certificado no es válido.'}
          </Typography>
        </Box>
        <FactList sx={{ gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <Fact term="Nombre">{certificate.learnerName}</Fact>
          {certificate.documentNumberMasked && (
            <Fact term="Documento de identidad">
              {[certificate.documentType, certificate.documentNumberMasked].filter(Boolean).join(' ')}
            </Fact>
          )}
          {certificate.companyName && <Fact term="Empresa">{certificate.companyName}</Fact>}
          <Fact term="Ruta de aprendizaje">{certificate.routeTitle}</Fact>
          <Fact term="Intensidad de la ruta">{formatHours(certificate.hours, 'long')}</Fact>
          {certificate.studySeconds !== null && (
            <Fact term="Tiempo de estudio registrado">{formatDuration(certificate.studySeconds)}</Fact>
          )}
          <Fact term="Fecha de emisión">{formatDate(certificate.issuedAt)}</Fact>
          {expiresAt && <Fact term="Vigente hasta">{formatDate(expiresAt)}</Fact>}
          <Fact term="Código">{certificate.code}</Fact>
          {certificate.signer && (
            <Fact term="Firma por la academia">{`${certificate.signer.name}, ${certificate.signer.license}`}</Fact>
          )}
        </FactList>
        {earned && <Typography>{earned}</Typography>}
        {certificate.documentNumberMasked && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Por protección de datos solo se muestran los cuatro últimos dígitos del documento: compárelos con los del
            certificado impreso.
          </Typography>
        )}
        <Typography variant="body2" sx={{ pt: 2, borderTop: 1, borderColor: 'divider' }}>
          {CERTIFICATE_DISCLAIMER}
        </Typography>
      </Paper>
    </>
  );
}

function VerificationLookup({ code }: { code: string }) {
  const verification = useCertificateVerification(code);
  if (verification.isPending) return <LoadingScreen fullScreen={false} label="Verificando el certificado…" />;
  if (verification.isError) {
    const notFound = isApiError(verification.error) && verification.error.status === 404;
    return (
      <>
        <PageHeader title={notFound ? 'Certificado no encontrado' : 'Verificar certificado'} />
        <LoadErrorAlert
          error={verification.error}
          onRetry={() => void verification.refetch()}
          expected={notFound ? `${notFoundText(code)} Revise que esté bien escrito.` : null}
        />
      </>
    );
  }
  return <VerificationResult certificate={verification.data} />;
}

/**
 * `/verificar/:codigo?` (public, signed in or not): confirms a certificate from its code, as printed on the PDF and
 * in its QR code. Without a code, only the form.
 */
export function CertificateVerificationPage({ code }: { code: string | null }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {code ? (
        <Box>
          <VerificationLookup code={code} />
        </Box>
      ) : (
        <Box>
          <PageHeader title="Verificar certificado" />
          <Typography sx={{ maxWidth: '70ch' }}>
            Escriba el código que aparece en el certificado para confirmar que la Academia SST lo emitió.{' '}
            {CERTIFICATE_DISCLAIMER}
          </Typography>
        </Box>
      )}
      <VerifyAnotherForm title={code ? 'Verificar otro código' : 'Código a verificar'} />
    </Box>
  );
}
