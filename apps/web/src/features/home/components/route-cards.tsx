import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  routeLevelLabels,
  routeProgressStateLabels,
  type LearnerRoute,
  type NextRoute,
  type RecommendedRoute,
} from '@academia/shared';
import { paths } from '@academia/shared/paths';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { RouteProgressBar } from '../../../components/route-progress-bar';
import { formatHours } from '../../../lib/format';

function CardShell({ children }: { children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ flexGrow: 1, p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {children}
    </Paper>
  );
}

/** The route's name as the card's `<h3>`, linking to the route; `titleId` lets buttons in the card name it. */
export function RouteTitle({ id, title, titleId }: { id: string; title: string; titleId?: string }) {
  return (
    <Typography id={titleId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
      <Link component={RouterLink} to={paths.route(id)} underline="hover">
        {title}
      </Link>
    </Typography>
  );
}

export function RouteFacts({ route }: { route: Pick<LearnerRoute, 'category' | 'level' | 'hours'> }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {[route.category, routeLevelLabels[route.level], formatHours(route.hours)].filter(Boolean).join(' · ')}
    </Typography>
  );
}

/** A route the learner is enrolled in: its facts and progress bar; "Asignada" when an administrator assigned it. */
export function LearnerRouteCard({ route }: { route: LearnerRoute }) {
  return (
    <CardShell>
      {route.assigned && (
        <Chip label="Asignada" size="small" color="primary" variant="outlined" sx={{ alignSelf: 'flex-start' }} />
      )}
      <RouteTitle id={route.id} title={route.title} />
      <RouteFacts route={route} />
      <RouteProgressBar
        title={route.title}
        percent={route.progress.percent}
        caption={routeProgressStateLabels[route.progress.state]}
      />
    </CardShell>
  );
}

const REASONS: Record<NextRoute['reason'], (category: string) => string> = {
  assigned: () => 'Se la asignó el equipo de formación',
  category: (category) => `Porque sigue rutas de ${category}`,
  newest: () => 'Nueva en el catálogo',
};

/** A route the learner has not opened, with why it is suggested. */
export function RecommendedRouteCard({ route }: { route: RecommendedRoute | NextRoute }) {
  return (
    <CardShell>
      <RouteTitle id={route.id} title={route.title} />
      <RouteFacts route={route} />
      <Typography variant="body2">{route.summary}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 'auto' }}>
        {REASONS[route.reason](route.category)}
      </Typography>
    </CardShell>
  );
}
