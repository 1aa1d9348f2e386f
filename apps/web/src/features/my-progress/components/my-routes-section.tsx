import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { routeProgressStateLabels } from '@academia/shared';
import { Link as RouterLink } from 'react-router';
import { Fact, FactList } from '../../../components/facts';
import { RouteProgressBar } from '../../../components/route-progress-bar';
import { formatCount, formatDuration, formatNumber } from '../../../lib/format';
import { useMyRoutes } from '../api/get-my-routes';
import type { EnrolledRoute } from '../utils/enrolled-routes';
import { EmptySection, ProgressSection } from './progress-section';

export const NO_ROUTES_TEXT = 'Todavía no has empezado ninguna ruta.';

function MyRoute({ route }: { route: EnrolledRoute }) {
  const { progress } = route;
  return (
    <Paper
      variant="outlined"
      sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
        <Link component={RouterLink} to={`/rutas/${encodeURIComponent(route.id)}`} underline="hover">
          {route.title}
        </Link>
      </Typography>
      <RouteProgressBar
        title={route.title}
        percent={progress.percent}
        caption={routeProgressStateLabels[progress.state]}
      />
      <FactList sx={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Fact term="Completados">
          {`${formatNumber(progress.completedItems)} de ${formatCount(progress.requiredItems, 'contenido', 'contenidos')}`}
        </Fact>
        <Fact term="Tiempo dedicado">{formatDuration(progress.secondsSpent)}</Fact>
      </FactList>
    </Paper>
  );
}

/** "Mis rutas": the routes the learner is enrolled in, with the progress the catalog shows, in-progress first. */
export function MyRoutesSection() {
  const routes = useMyRoutes();
  return (
    <ProgressSection
      title="Mis rutas"
      query={routes}
      loadingLabel="Cargando tus rutas…"
      empty={
        <EmptySection text={NO_ROUTES_TEXT}>
          <Button component={RouterLink} to="/rutas" variant="contained" sx={{ minHeight: 48 }}>
            Explorar las rutas de aprendizaje
          </Button>
        </EmptySection>
      }
      getKey={(route) => route.id}
      renderItem={(route) => <MyRoute route={route} />}
    />
  );
}
