import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { routeLevelLabels, routeProgressStateLabels, type RouteDetail } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Fact, FactList } from '../../../components/facts';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { RouteProgressBar } from '../../../components/route-progress-bar';
import { isApiError } from '../../../lib/api-client';
import { formatHours, formatPercent } from '../../../lib/format';
import { useRouteDetail } from '../api/get-route-detail';
import { PREVIEW_TEXT } from '../utils/texts';
import { FavoriteButton } from './favorite-button';
import { RouteStepList } from './route-step-list';

export const ROUTE_NOT_FOUND_TEXT = 'No encontramos esta ruta.';

const crumbs = [
  { label: 'Inicio', to: paths.home() },
  { label: 'Rutas de aprendizaje', to: paths.routes() },
];

function ContinueAction({ route }: { route: RouteDetail }) {
  if (route.nextStepHref) {
    return (
      <Button
        component={RouterLink}
        to={route.nextStepHref}
        variant="contained"
        size="large"
        sx={{ minHeight: 48, alignSelf: 'flex-start' }}
      >
        {route.progress.state === 'not_started' ? 'Empezar' : 'Continuar'}
      </Button>
    );
  }
  return (
    <Typography>
      {route.progress.state === 'completed'
        ? 'Completaste esta ruta.'
        : 'No hay pasos disponibles por ahora: revisa en la lista qué desbloquea el siguiente.'}
    </Typography>
  );
}

interface RouteDetailViewProps {
  route: RouteDetail;
  /** Sections other features add after the progress box (composed in `src/app`, e.g. the certificate). */
  renderExtra?: ((route: RouteDetail) => ReactNode) | undefined;
}

function RouteDetailView({ route, renderExtra }: RouteDetailViewProps) {
  const { progress } = route;
  return (
    <>
      <PageHeader
        title={route.title}
        breadcrumbs={crumbs}
        description={route.summary || undefined}
        actions={<FavoriteButton kind="route" targetId={route.id} favorite={route.favorite} />}
      />
      {route.preview && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {PREVIEW_TEXT}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 960 }}>
        <Paper
          component="section"
          aria-labelledby="route-progress-title"
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography id="route-progress-title" variant="h6" component="h2">
            Tu avance
          </Typography>
          <RouteProgressBar
            title={route.title}
            percent={progress.percent}
            caption={routeProgressStateLabels[progress.state]}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {progress.completedItems} de {progress.requiredItems} contenidos obligatorios completados.
          </Typography>
          <ContinueAction route={route} />
          <FactList
            sx={{
              pt: 2,
              borderTop: 1,
              borderColor: 'divider',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            <Fact term="Duración estimada">{formatHours(route.hours)}</Fact>
            <Fact term="Nivel">{routeLevelLabels[route.level]}</Fact>
            {route.category && <Fact term="Categoría">{route.category}</Fact>}
            <Fact term="Nota mínima para aprobar">{formatPercent(route.passMark)}</Fact>
          </FactList>
        </Paper>

        {renderExtra?.(route)}

        {route.objectives.length > 0 && (
          <Box component="section" aria-labelledby="route-objectives-title">
            <Typography id="route-objectives-title" variant="h5" component="h2" sx={{ mb: 1 }}>
              Objetivos
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
              {route.objectives.map((objective) => (
                <Typography component="li" key={objective}>
                  {objective}
                </Typography>
              ))}
            </Box>
          </Box>
        )}

        <Box component="section" aria-labelledby="route-steps-title">
          <Typography id="route-steps-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            Pasos de la ruta
          </Typography>
          <RouteStepList steps={route.steps} labelledBy="route-steps-title" />
        </Box>
      </Box>
    </>
  );
}

/** `/rutas/:idRuta`: a route's summary, the learner's progress and its ordered steps. */
export function RouteDetailPage({
  routeId,
  renderExtra,
}: Pick<RouteDetailViewProps, 'renderExtra'> & { routeId: string }) {
  const detail = useRouteDetail(routeId);

  if (detail.isPending) return <LoadingScreen fullScreen={false} label="Cargando la ruta…" />;
  if (detail.isError) {
    const notFound = isApiError(detail.error) && detail.error.status === 404;
    return (
      <>
        <PageHeader title={notFound ? 'Ruta no encontrada' : 'Ruta de aprendizaje'} breadcrumbs={crumbs} />
        <LoadErrorAlert
          error={detail.error}
          onRetry={() => void detail.refetch()}
          expected={
            notFound
              ? `${ROUTE_NOT_FOUND_TEXT} Puede que la dirección esté mal escrita o que la ruta ya no esté publicada.`
              : null
          }
          sx={{ mb: 3, maxWidth: 720 }}
        />
        <Button component={RouterLink} to={paths.routes()} variant="outlined" sx={{ minHeight: 44 }}>
          Ver todas las rutas
        </Button>
      </>
    );
  }
  return <RouteDetailView route={detail.data} renderExtra={renderExtra} />;
}
