import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { evaluationKindLabels, type EvaluationOverview } from '@academia/shared';
import { CertificateLinks } from '../../../components/certificate-links';
import { PageHeader } from '../../../components/page-header';
import { formatNumber } from '../../../lib/format';
import { evaluationCrumbs } from '../utils/paths';
import { kindInSentence, READ_ONLY_TEXT } from '../utils/texts';
import { BackToRoute } from './back-to-route';
import { GainSummary } from './gain-summary';
import { SessionHistory } from './session-history';

/** An admin's view of one learner's sessions: nothing can be started or answered. */
export function ReadOnlyEvaluation({ overview }: { overview: EvaluationOverview }) {
  const { kind, route, learner } = overview;
  const used =
    overview.attemptsAllowed === null
      ? `${formatNumber(overview.attemptsUsed)} (sin límite)`
      : `${formatNumber(overview.attemptsUsed)} de ${formatNumber(overview.attemptsAllowed)}`;
  return (
    <>
      <PageHeader
        title={`${evaluationKindLabels[kind]} de ${learner.nombre}`}
        breadcrumbs={evaluationCrumbs(route.id, route.title)}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 880 }}>
        <Alert severity="info">
          <AlertTitle>{READ_ONLY_TEXT}</AlertTitle>
          Está viendo los intentos de {learner.nombre} en «{route.title}». Desde aquí no se puede empezar ni responder.
        </Alert>
        {(kind === 'test' || overview.gain || overview.certificateCode) && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {kind === 'test' && <Typography>Intentos usados: {used}</Typography>}
            {kind === 'test' && overview.gain && <GainSummary gain={overview.gain} forAdmin />}
            {overview.certificateCode && <CertificateLinks code={overview.certificateCode} />}
          </Paper>
        )}
        <SessionHistory
          routeId={route.id}
          sessions={overview.sessions}
          emptyText={`${learner.nombre} todavía no ha presentado ${kindInSentence(kind)}.`}
        />
        <Box>
          <BackToRoute routeId={route.id} />
        </Box>
      </Box>
    </>
  );
}
