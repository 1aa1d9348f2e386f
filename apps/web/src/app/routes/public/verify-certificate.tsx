import { useParams } from 'react-router';
import { CertificateVerificationPage } from '../../../features/evaluations/components/certificate-verification-page';

export default function VerifyCertificateRoute() {
  const { codigo = null } = useParams();
  // Keyed so "Verificar otro código" starts with an empty form for the new code.
  return <CertificateVerificationPage key={codigo ?? ''} code={codigo} />;
}
