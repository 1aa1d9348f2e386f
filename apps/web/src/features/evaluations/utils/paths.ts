import { type EvaluationKind } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import type { Crumb } from '../../../components/page-header';

const evaluationPages = { pretest: paths.routePretest, test: paths.routeFinalTest } as const;

/** The pre-test or the final test of a route, optionally for one learner. */
export function evaluationPath(routeId: string, kind: EvaluationKind, userId?: string): string {
  return evaluationPages[kind](routeId, userId);
}

/** The breadcrumb of an evaluation page: home, the routes, then its route. */
export function evaluationCrumbs(routeId: string, routeTitle: string): Crumb[] {
  return [
    { label: 'Inicio', to: paths.home() },
    { label: 'Rutas de aprendizaje', to: paths.routes() },
    { label: routeTitle, to: paths.route(routeId) },
  ];
}
