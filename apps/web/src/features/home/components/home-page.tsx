import { paths } from '@academia/shared/paths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LearnerHome } from '@academia/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AssignedRoutes } from '../../../components/assigned-routes';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { useLearnerHome, useRecentDocuments, useRecentNorms } from '../api/get-learner-home';
import { CardGrid } from './card-grid';
import { ContinueCard } from './continue-card';
import { FinishedRouteCard } from './finished-route-card';
import { HomeSection } from './home-section';
import { OpenTestCard } from './open-test-card';
import { RecentLibrary } from './recent-library';
import { LearnerRouteCard, RecommendedRouteCard } from './route-cards';

/** Only for a learner with no route at all: nothing started, nothing finished. */
export const NOTHING_TO_CONTINUE_TEXT =
  'Todavía no ha empezado ninguna ruta. Elija una del catálogo y aquí lo esperará el siguiente paso.';

/** A learner whose routes are all finished (or only assigned): nothing is half-way. */
export const NOTHING_HALF_WAY_TEXT = 'No tiene ninguna ruta a medio camino.';

/**
 * While the learner's data loads, the page keeps about the room its sections will take, and the library news waits
 * below it: nothing already painted moves when the data arrives (the home's layout shift, decision 029).
 */
const LOADING_MIN_HEIGHT = { xs: 720, md: 560 };

function Note({ children }: { children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}
    >
      {children}
    </Paper>
  );
}

/** "Continuar donde quedó": tests to resume first, then the next step of the route last worked on. */
function ContinueSection({ data }: { data: LearnerHome }) {
  // The next step of a route may be the very test listed above it: offer it once.
  const next =
    data.continueLearning && !data.openTests.some((test) => test.href === data.continueLearning?.href)
      ? data.continueLearning
      : null;
  const started = data.inProgress.length > 0 || data.finished.length > 0 || data.openTests.length > 0;
  return (
    <HomeSection title="Continuar donde quedó">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {data.openTests.map((test) => (
          <OpenTestCard key={`${test.routeId}-${test.kind}`} test={test} />
        ))}
        {next && <ContinueCard next={next} />}
        {data.openTests.length === 0 && !next && (
          <Note>
            <Typography>{started ? NOTHING_HALF_WAY_TEXT : NOTHING_TO_CONTINUE_TEXT}</Typography>
            {(!started || !data.nextRoute) && (
              <Button component={RouterLink} to={paths.routes()} variant="contained" sx={{ minHeight: 48 }}>
                Explorar las rutas de aprendizaje
              </Button>
            )}
          </Note>
        )}
      </Box>
    </HomeSection>
  );
}

/** The learner's own sections: what to continue, routes in progress, finished, the next one, assigned, recommended. */
function LearningSections({ data }: { data: LearnerHome }) {
  // The suggested next route is not repeated among the recommendations below it.
  const recommended = data.recommended.filter((route) => route.id !== data.nextRoute?.id);
  return (
    <>
      <AssignedRoutes />
      <ContinueSection data={data} />
      {data.inProgress.length > 0 && (
        <HomeSection title="Mis rutas en curso">
          <CardGrid
            label="Mis rutas en curso"
            items={data.inProgress}
            getKey={(route) => route.id}
            renderItem={(route) => <LearnerRouteCard route={route} />}
          />
        </HomeSection>
      )}
      {data.finished.length > 0 && (
        <HomeSection title="Rutas terminadas" description="Descargue o verifique el certificado de cada una.">
          <CardGrid
            label="Rutas terminadas"
            items={data.finished}
            getKey={(route) => route.id}
            renderItem={(route) => <FinishedRouteCard route={route} />}
          />
        </HomeSection>
      )}
      {data.nextRoute && (
        <HomeSection title="Siguiente ruta sugerida">
          <CardGrid
            label="Siguiente ruta sugerida"
            items={[data.nextRoute]}
            getKey={(route) => route.id}
            renderItem={(route) => <RecommendedRouteCard route={route} />}
          />
        </HomeSection>
      )}
      {data.assigned.length > 0 && (
        <HomeSection title="Rutas asignadas" description="Se las asignó el equipo de formación; aún no las empieza.">
          <CardGrid
            label="Rutas asignadas"
            items={data.assigned}
            getKey={(route) => route.id}
            renderItem={(route) => <LearnerRouteCard route={route} />}
          />
        </HomeSection>
      )}
      {recommended.length > 0 && (
        <HomeSection title="Recomendadas para usted">
          <CardGrid
            label="Recomendadas para usted"
            items={recommended}
            getKey={(route) => route.id}
            renderItem={(route) => <RecommendedRouteCard route={route} />}
          />
        </HomeSection>
      )}
    </>
  );
}

/** `/inicio`: a greeting, then the learner's routes and what is new in the libraries. */
export function HomePage({ userName }: { userName: string }) {
  const home = useLearnerHome();
  // The library lists load alongside the learner's data, though they are shown only once it has arrived.
  useRecentDocuments();
  useRecentNorms();
  let learning: ReactNode;
  if (home.data) learning = <LearningSections data={home.data} />;
  else if (home.isError) learning = <LoadErrorAlert error={home.error} onRetry={() => void home.refetch()} />;
  else {
    learning = (
      <Box sx={{ minHeight: LOADING_MIN_HEIGHT }}>
        <LoadingScreen fullScreen={false} label="Cargando su avance…" />
      </Box>
    );
  }
  return (
    <>
      <PageHeader
        title="Inicio"
        description={
          <>
            <Box
              component="span"
              sx={{ display: 'block', color: 'text.primary', fontSize: '1.25rem', fontWeight: 600 }}
            >
              {`¡Hola, ${userName}!`}
            </Box>
            Aquí tiene su avance y lo nuevo de la academia.
          </>
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 5, maxWidth: 1200 }}>
        {learning}
        {!home.isPending && (
          <HomeSection title="Novedades de las bibliotecas" description="Lo más reciente que se agregó.">
            <RecentLibrary />
          </HomeSection>
        )}
      </Box>
    </>
  );
}
