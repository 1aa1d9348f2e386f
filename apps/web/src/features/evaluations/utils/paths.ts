import type { EvaluationKind } from '@academia/shared';
import type { Crumb } from '../../../components/page-header';

/** `/rutas/:idRuta/pretest` or `/rutas/:idRuta/test`, optionally for one learner (`/:idUsuario`). */
export function evaluationPath(routeId: string, kind: EvaluationKind, userId?: string): string {
  const base = `/rutas/${encodeURIComponent(routeId)}/${kind}`;
  return userId ? `${base}/${encodeURIComponent(userId)}` : base;
}

/** `/rutas/:idRuta`: the route an evaluation belongs to. */
export function routePath(routeId: string): string {
  return `/rutas/${encodeURIComponent(routeId)}`;
}

/** The breadcrumb of an evaluation page: home, the routes, then its route. */
export function evaluationCrumbs(routeId: string, routeTitle: string): Crumb[] {
  return [
    { label: 'Inicio', to: '/inicio' },
    { label: 'Rutas de aprendizaje', to: '/rutas' },
    { label: routeTitle, to: routePath(routeId) },
  ];
}
