import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '@academia/shared/paths';
import type { AttemptView } from '@academia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader, type Crumb } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';
import { serverDriver, simulatorKeys, useSimulatorOverview, useStartAttempt } from '../api/simulator';
import { ExternalSimulator } from './external-simulator';
import { ScenarioPlayer } from './scenario-player';
import { SimulatorIntro } from './simulator-intro';
import { StartError } from './start-error';

function crumbs(routeId: string, routeTitle: string): Crumb[] {
  return [
    { label: 'Inicio', to: paths.home() },
    { label: 'Rutas de aprendizaje', to: paths.routes() },
    { label: routeTitle, to: paths.route(routeId) },
  ];
}

function BackToRoute({ routeId }: { routeId: string }) {
  return (
    <Button component={RouterLink} to={paths.route(routeId)} variant="outlined" sx={{ minHeight: 48 }}>
      Volver a la ruta
    </Button>
  );
}

interface SimulatorPageProps {
  routeId: string;
  /** Called when an attempt ends or an external result is stored: the route's progress may have changed. */
  onProgressChanged?: () => void;
}

/** `/rutas/:idRuta/simulador`: the route's scenario (intro, play, debrief) or its external simulator. */
export function SimulatorPage({ routeId, onProgressChanged }: SimulatorPageProps) {
  const overview = useSimulatorOverview(routeId);
  const start = useStartAttempt(routeId);
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState<AttemptView | null>(null);

  const begin = (restart: boolean) => start.mutate(restart, { onSuccess: setAttempt });
  const finished = () => {
    void queryClient.invalidateQueries({ queryKey: simulatorKeys.overview(routeId) });
    onProgressChanged?.();
  };

  const data = overview.data;
  if (data === undefined) {
    const missing = isApiError(overview.error) && overview.error.code === 'NOT_FOUND';
    return (
      <>
        <PageHeader title="Simulador" breadcrumbs={crumbs(routeId, 'Ruta')} />
        {overview.isError ? (
          <LoadErrorAlert
            error={overview.error}
            onRetry={() => void overview.refetch()}
            expected={missing ? 'No encontramos esta ruta, o no está disponible para usted.' : null}
          />
        ) : (
          <LoadingScreen fullScreen={false} label="Cargando el simulador…" />
        )}
      </>
    );
  }

  const header = <PageHeader title="Simulador" breadcrumbs={crumbs(routeId, data.routeTitle)} />;
  if (data.external) {
    return (
      <>
        {header}
        <ExternalSimulator
          routeId={routeId}
          url={data.external.url}
          routeTitle={data.routeTitle}
          onCompleted={onProgressChanged}
        />
      </>
    );
  }
  if (!data.scenario) {
    return (
      <>
        {header}
        <Alert severity="info" sx={{ mb: 2, maxWidth: '72ch' }}>
          Esta ruta no tiene un simulador publicado. Puede seguir con los demás pasos de la ruta.
        </Alert>
        <BackToRoute routeId={routeId} />
      </>
    );
  }

  return (
    <>
      {header}
      {attempt ? (
        <ScenarioPlayer
          key={attempt.id}
          initial={attempt}
          driver={serverDriver}
          onFinished={finished}
          passPercent={data.scenario.passPercent}
          debriefActions={
            <>
              <Button
                variant="contained"
                onClick={() => begin(false)}
                loading={start.isPending}
                startIcon={<ReplayIcon aria-hidden="true" />}
                sx={{ minHeight: 48 }}
              >
                Volver a intentar
              </Button>
              <BackToRoute routeId={routeId} />
              {start.isError && (
                <Box sx={{ flexBasis: '100%' }}>
                  <StartError error={start.error} />
                </Box>
              )}
            </>
          }
        />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <SimulatorIntro
            overview={data}
            scenario={data.scenario}
            starting={start.isPending}
            startError={start.isError ? start.error : null}
            onStart={begin}
          />
        </Box>
      )}
    </>
  );
}
