import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { routeLevelLabels, routeProgressStateLabels, type RouteDetail } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Fact, FactList } from '../../../components/facts';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { RouteProgressBar } from '../../../components/route-progress-bar';
import { errorMessageFor, isApiError } from '../../../lib/api-client';
import { formatHours, formatPercent } from '../../../lib/format';
import { useRouteDetail, useStartRoute } from '../api/get-route-detail';
import { FINAL_TEST_ACTION } from './item-actions';
import { PREVIEW_TEXT } from '../utils/texts';
import { FavoriteButton } from './favorite-button';
import { RouteStepList } from './route-step-list';

export const ROUTE_NOT_FOUND_TEXT = 'No encontramos esta ruta.';

const crumbs = [
  { label: 'Inicio', to: paths.home() },
  { label: 'Rutas de aprendizaje', to: paths.routes() },
];

/** The words of the route page's one action, from the step it opens (the final test is offered by name). */
export function continueText(route: RouteDetail): string {
  const next = route.steps.find((step) => step.href === route.nextStepHref);
  if (next?.kind === 'test') return next.state === 'in_progress' ? 'Continuar la evaluación final' : FINAL_TEST_ACTION;
  if (next?.kind === 'pretest') {
    return next.state === 'in_progress' ? 'Continuar la prueba inicial' : 'Presentar la prueba inicial';
  }
  return route.progress.state === 'not_started' ? 'Empezar' : 'Continuar';
}

const actionSx = { minHeight: 48, alignSelf: 'flex-start' } as const;

/**
 * "Empezar la ruta" for a learner not enrolled: the explicit action that enrols (viewing never does), then the first
 * step opens. Starting the initial test enrols too, so when that is the first step the link goes straight there.
 */
function StartAction({ route, href }: { route: RouteDetail; href: string }) {
  const start = useStartRoute(route.id);
  const navigate = useNavigate();
  return (
    <>
      <Button
        variant="contained"
        size="large"
        loading={start.isPending}
        onClick={() => start.mutate(undefined, { onSuccess: (detail) => void navigate(detail.nextStepHref ?? href) })}
        sx={actionSx}
      >
        Empezar la ruta
      </Button>
      {start.isError && <Alert severity="error">{errorMessageFor(start.error)}</Alert>}
    </>
  );
}

function ContinueAction({ route }: { route: RouteDetail }) {
  const href = route.nextStepHref;
  if (href) {
    const toPretest = route.steps[0]?.kind === 'pretest' && route.steps[0].href === href;
    if (!route.enrolled && !route.preview && !toPretest) return <StartAction route={route} href={href} />;
    return (
      <Button component={RouterLink} to={href} variant="contained" size="large" sx={actionSx}>
        {continueText(route)}
      </Button>
    );
  }
  return (
    <Typography>
      {route.progress.state === 'completed'
        ? 'Usted completó esta ruta.'
        : 'No hay pasos disponibles por ahora: revise en la lista qué desbloquea el siguiente.'}
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
            Su avance
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
