import { paths } from '@academia/shared/paths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { useLearnerHome } from '../api/get-learner-home';
import { CardGrid } from './card-grid';
import { ContinueCard } from './continue-card';
import { HomeSection } from './home-section';
import { RecentLibrary } from './recent-library';
import { LearnerRouteCard, RecommendedRouteCard } from './route-cards';

export const NOTHING_TO_CONTINUE_TEXT =
  'Todavía no has empezado ninguna ruta. Elige una del catálogo y aquí te esperará el siguiente paso.';

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

/** The learner's own sections: what to continue, routes in progress, assigned and recommended. */
function LearningSections() {
  const home = useLearnerHome();
  const data = home.data;
  if (!data) {
    return home.isError ? (
      <LoadErrorAlert error={home.error} onRetry={() => void home.refetch()} />
    ) : (
      <LoadingScreen fullScreen={false} label="Cargando tu avance…" />
    );
  }
  return (
    <>
      <HomeSection title="Continuar donde quedaste">
        {data.continueLearning ? (
          <ContinueCard next={data.continueLearning} />
        ) : (
          <Note>
            <Typography>{NOTHING_TO_CONTINUE_TEXT}</Typography>
            <Button component={RouterLink} to={paths.routes()} variant="contained" sx={{ minHeight: 48 }}>
              Explorar las rutas de aprendizaje
            </Button>
          </Note>
        )}
      </HomeSection>
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
      {data.assigned.length > 0 && (
        <HomeSection title="Rutas asignadas" description="Te las asignó el equipo de formación; aún no las empiezas.">
          <CardGrid
            label="Rutas asignadas"
            items={data.assigned}
            getKey={(route) => route.id}
            renderItem={(route) => <LearnerRouteCard route={route} />}
          />
        </HomeSection>
      )}
      {data.recommended.length > 0 && (
        <HomeSection title="Recomendadas para ti">
          <CardGrid
            label="Recomendadas para ti"
            items={data.recommended}
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
            Aquí tienes tu avance y lo nuevo de la academia.
          </>
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 5, maxWidth: 1200 }}>
        <LearningSections />
        <HomeSection title="Novedades de las bibliotecas" description="Lo más reciente que se agregó.">
          <RecentLibrary />
        </HomeSection>
      </Box>
    </>
  );
}
