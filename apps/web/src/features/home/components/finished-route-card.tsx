import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FinishedRoute } from '@academia/shared';
import { useId } from 'react';
import { CertificateLinks } from '../../../components/certificate-links';
import { formatScore } from '../../../lib/format';
import { RouteFacts, RouteTitle } from './route-cards';

/** A finished route: its facts, the final score and its certificate (download and public verification). */
export function FinishedRouteCard({ route }: { route: FinishedRoute }) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      sx={{ flexGrow: 1, p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <RouteTitle id={route.id} title={route.title} titleId={titleId} />
      <RouteFacts route={route} />
      {route.testScore !== null && (
        <Typography variant="body2">{`Evaluación final aprobada: ${formatScore(route.testScore)}`}</Typography>
      )}
      {route.certificate ? (
        <CertificateLinks
          code={route.certificate.code}
          downloadUrl={route.certificate.downloadUrl}
          verifyLabel="Verificar"
          describedBy={titleId}
        />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Esta ruta no tiene un certificado vigente. Si cree que es un error, escriba al equipo de formación.
        </Typography>
      )}
    </Paper>
  );
}
