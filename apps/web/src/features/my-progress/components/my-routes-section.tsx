import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  correctAnswersText,
  routeProgressStateLabels,
  type LearnerProgress,
  type LearnerRouteReport,
} from '@academia/shared';
import { paths } from '@academia/shared/paths';
import { Link as RouterLink } from 'react-router';
import { Fact, FactList } from '../../../components/facts';
import { RouteProgressBar } from '../../../components/route-progress-bar';
import { formatCount, formatDuration, formatNumber, formatScore } from '../../../lib/format';
import { useLearnerProgress } from '../api/get-learner-progress';
import { EmptySection, ProgressSection } from './progress-section';

export const NO_ROUTES_TEXT = 'Todavía no ha empezado ninguna ruta.';
export const NOT_TAKEN_TEXT = 'Sin presentar';

const selectRoutes = (progress: LearnerProgress) => progress.routes;

/** "+15 puntos" / "−5 puntos" / "Sin cambio": the final test against the prueba inicial. */
export function formatGain(pretest: number, test: number): string {
  const gain = test - pretest;
  if (gain === 0) return 'Sin cambio';
  return `${gain > 0 ? '+' : '−'}${formatCount(Math.abs(gain), 'punto', 'puntos')}`;
}

/** "17 de 20 correctas · 96 de 100": the right answers first, then the score. */
export function resultText(score: number, count: { correct: number; answered: number } | null | undefined): string {
  return count ? `${correctAnswersText(count.correct, count.answered)} · ${formatScore(score)}` : formatScore(score);
}

function MyRoute({ route }: { route: LearnerRouteReport }) {
  const { progress } = route;
  return (
    <Paper
      variant="outlined"
      sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
        <Link component={RouterLink} to={paths.route(route.id)} underline="hover">
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
        <Fact term="Prueba inicial">
          {route.pretestScore === null ? NOT_TAKEN_TEXT : resultText(route.pretestScore, route.pretestCorrect)}
        </Fact>
        <Fact term="Evaluación final">
          {route.testScore === null
            ? NOT_TAKEN_TEXT
            : `${resultText(route.testScore, route.testCorrect)} (${route.testPassed ? 'aprobada' : 'no aprobada'})`}
        </Fact>
        {route.pretestScore !== null && route.testScore !== null && (
          <Fact term="Mejora frente a la prueba inicial">{formatGain(route.pretestScore, route.testScore)}</Fact>
        )}
      </FactList>
    </Paper>
  );
}

/** "Mis rutas": each enrolled route with its progress, time, completed contents and evaluation scores. */
export function MyRoutesSection() {
  const routes = useLearnerProgress(selectRoutes);
  return (
    <ProgressSection
      title="Mis rutas"
      query={routes}
      loadingLabel="Cargando sus rutas…"
      empty={
        <EmptySection text={NO_ROUTES_TEXT}>
          <Button component={RouterLink} to={paths.routes()} variant="contained" sx={{ minHeight: 48 }}>
            Explorar las rutas de aprendizaje
          </Button>
        </EmptySection>
      }
      getKey={(route) => route.id}
      renderItem={(route) => <MyRoute route={route} />}
    />
  );
}
