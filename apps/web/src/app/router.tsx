import { Suspense } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { LoadingScreen } from '../components/loading-screen';
import { lazyPage, type LazyPage } from '../lib/lazy-with-retry';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { FullPageError } from './provider';

// Every layout and page is its own chunk; the first script holds only the providers, the guards and this table.
const PublicLayout = lazyPage(() => import('./layouts/public-layout'));
const LearnerLayout = lazyPage(() => import('./layouts/learner-layout'));
const AdminLayout = lazyPage(() => import('./layouts/admin-layout'));
const SignIn = lazyPage(() => import('./routes/auth/sign-in'));
const SignUp = lazyPage(() => import('./routes/auth/sign-up'));
const EvaluationPhase = lazyPage(() => import('./routes/admin/evaluation-phase'));

interface RouteHandle {
  preload: () => Promise<unknown>;
}

/** A route showing a lazy component; `handle.preload` lets the router fetch every matched chunk at once. */
function lazyRoute(Page: LazyPage, route: Omit<RouteObject, 'element' | 'handle'> = {}): RouteObject {
  return { ...route, element: <Page />, handle: { preload: Page.preload } satisfies RouteHandle } as RouteObject;
}

function page(path: string, importer: Parameters<typeof lazyPage>[0]): RouteObject {
  return lazyRoute(lazyPage(importer), { path });
}

const learnerPages: RouteObject[] = [
  page('inicio', () => import('./routes/learner/home')),
  page('rutas', () => import('./routes/learner/routes')),
  page('rutas/:idRuta', () => import('./routes/learner/route-detail')),
  // Static segments outrank `:idContenido`, so pretest, simulador and test are never taken for content ids.
  page('rutas/:idRuta/pretest/:idUsuario?', () => import('./routes/learner/pretest')),
  page('rutas/:idRuta/simulador', () => import('./routes/learner/simulator')),
  page('rutas/:idRuta/test/:idUsuario?', () => import('./routes/learner/final-test')),
  page('rutas/:idRuta/:idContenido', () => import('./routes/learner/route-content')),
  page('mi-avance', () => import('./routes/learner/progress')),
  page('favoritos', () => import('./routes/learner/favorites')),
  page('bibliotecas', () => import('./routes/learner/libraries')),
  page('bibliotecas/educativa-sst', () => import('./routes/learner/educational-library')),
  page('bibliotecas/legislativa-sst', () => import('./routes/learner/legislative-library')),
  page('bibliotecas/educativa-sst/:id', () => import('./routes/learner/document-detail')),
  page('bibliotecas/legislativa-sst/:id', () => import('./routes/learner/norm-detail')),
  page('ayuda', () => import('./routes/learner/help')),
];

const adminPages: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
  page('dashboard', () => import('./routes/admin/dashboard')),
  page('usuarios', () => import('./routes/admin/users')),
  page('rutas', () => import('./routes/admin/routes')),
  page('rutas/:id', () => import('./routes/admin/route-editor')),
  page('insight-hub', () => import('./routes/admin/insight-hub')),
  page('insight-hub/detalles/:id', () => import('./routes/admin/insight-detail')),
  page('biblioteca', () => import('./routes/admin/library')),
  page('evaluacion', () => import('./routes/admin/evaluation')),
  ...['planear', 'hacer', 'verificar', 'actuar'].flatMap((phase) => [
    lazyRoute(EvaluationPhase, { path: `evaluacion/${phase}` }),
    lazyRoute(EvaluationPhase, { path: `evaluacion/${phase}/:id` }),
  ]),
];

export const routes: RouteObject[] = [
  {
    element: <RedirectIfSignedIn />,
    children: [
      lazyRoute(PublicLayout, {
        children: [
          lazyRoute(SignIn, { index: true }),
          lazyRoute(SignIn, { path: 'login' }),
          lazyRoute(SignUp, { path: 'registrarme' }),
          lazyRoute(SignUp, { path: 'registrate' }),
          page('reestablecer-contrasena', () => import('./routes/auth/reset-password')),
        ],
      }),
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      // Admins may open learner pages too: it lets them preview what learners see.
      lazyRoute(LearnerLayout, { children: learnerPages }),
      { path: 'admin', element: <RequireAdmin />, children: [lazyRoute(AdminLayout, { children: adminPages })] },
    ],
  },
  // Open to everyone, signed in or not (no guard): certificate checks and unknown paths.
  lazyRoute(PublicLayout, {
    children: [
      page('verificar/:codigo?', () => import('./routes/public/verify-certificate')),
      page('politica-de-datos', () => import('./routes/public/data-policy')),
      page('*', () => import('./errors/not-found-page')),
    ],
  }),
];

/** Starts loading the layout and page chunks of a location together instead of one after the other. */
export function preloadRoutes(location: Pick<Location, 'pathname'>): void {
  for (const match of matchRoutes(routes, location) ?? []) {
    (match.route.handle as RouteHandle | undefined)?.preload();
  }
}

export function AppRoutes() {
  const location = useLocation();
  preloadRoutes(location); // idempotent: each chunk is requested once
  const element = useRoutes(routes, location);
  return (
    <ErrorBoundary resetKey={location.pathname} fallback={(error) => <FullPageError error={error} />}>
      <Suspense fallback={<LoadingScreen />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
