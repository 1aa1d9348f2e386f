import { paths } from '@academia/shared/paths';
import { Suspense } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { lazyPage, type LazyPage } from '../lib/lazy-with-retry';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireAdmin, RequireSuperadmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RequireConsent } from './guards/require-consent';
import { FullPageError } from './provider';
import { StartupFallback } from './startup-shell';

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
  page(paths.home.pattern, () => import('./routes/learner/home')),
  page(paths.routes.pattern, () => import('./routes/learner/routes')),
  page(paths.route.pattern, () => import('./routes/learner/route-detail')),
  // Static segments outrank `:idContenido`, so pretest, simulador and test are never taken for content ids.
  page(paths.routePretest.pattern, () => import('./routes/learner/pretest')),
  page(paths.routeSimulator.pattern, () => import('./routes/learner/simulator')),
  page(paths.routeFinalTest.pattern, () => import('./routes/learner/final-test')),
  page(paths.routeReview.pattern, () => import('./routes/learner/evaluation-review')),
  page(paths.routeContent.pattern, () => import('./routes/learner/route-content')),
  page(paths.progress.pattern, () => import('./routes/learner/progress')),
  page(paths.favorites.pattern, () => import('./routes/learner/favorites')),
  page(paths.libraries.pattern, () => import('./routes/learner/libraries')),
  page(paths.documents.pattern, () => import('./routes/learner/educational-library')),
  page(paths.norms.pattern, () => import('./routes/learner/legislative-library')),
  page(paths.document.pattern, () => import('./routes/learner/document-detail')),
  page(paths.norm.pattern, () => import('./routes/learner/norm-detail')),
  page(paths.help.pattern, () => import('./routes/learner/help')),
  // Every profile's own account; admins and leads reach it from the user menu too.
  page(paths.profile.pattern, () => import('./routes/learner/profile')),
];

const adminPages: RouteObject[] = [
  { index: true, element: <Navigate to={paths.admin.dashboard()} replace /> },
  page(paths.admin.dashboard.pattern, () => import('./routes/admin/dashboard')),
  page(paths.admin.users.pattern, () => import('./routes/admin/users')),
  page(paths.admin.companies.pattern, () => import('./routes/admin/companies')),
  page(paths.admin.user.pattern, () => import('./routes/admin/user-detail')),
  page(paths.admin.insightHub.pattern, () => import('./routes/admin/insight-hub')),
  page(paths.admin.insight.pattern, () => import('./routes/admin/insight-detail')),
  page(paths.admin.evaluation.pattern, () => import('./routes/admin/evaluation')),
  page(paths.admin.trainingPlan.pattern, () => import('./routes/admin/training-plan')),
  ...Object.values(paths.admin.evaluationPhase).map((phase) => lazyRoute(EvaluationPhase, { path: phase.pattern })),
  // Authoring (routes, banks, libraries): `Superadministrador` only; a `Responsable SST` sees "No autorizado".
  {
    element: <RequireSuperadmin />,
    children: [
      page(paths.admin.routes.pattern, () => import('./routes/admin/routes')),
      page(paths.admin.route.pattern, () => import('./routes/admin/route-editor')),
      page(paths.admin.library.pattern, () => import('./routes/admin/library')),
      page(paths.admin.audit.pattern, () => import('./routes/admin/audit')),
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <RedirectIfSignedIn />,
    children: [
      lazyRoute(PublicLayout, {
        children: [
          lazyRoute(SignIn, { path: paths.signIn.pattern }),
          lazyRoute(SignIn, { path: paths.signInAlias.pattern }),
          lazyRoute(SignUp, { path: paths.signUp.pattern }),
          lazyRoute(SignUp, { path: paths.signUpAlias.pattern }),
          page(paths.resetPassword.pattern, () => import('./routes/auth/reset-password')),
          page(paths.acceptInvitation.pattern, () => import('./routes/auth/accept-invitation')),
        ],
      }),
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      // Consent to data treatment comes before any other page (Ley 1581 de 2012).
      lazyRoute(PublicLayout, { children: [page(paths.consent.pattern, () => import('./routes/auth/consent'))] }),
      {
        element: <RequireConsent />,
        children: [
          // Admins may open learner pages too: it lets them preview what learners see.
          lazyRoute(LearnerLayout, { children: learnerPages }),
          {
            path: paths.admin.root.pattern,
            element: <RequireAdmin />,
            children: [lazyRoute(AdminLayout, { children: adminPages })],
          },
        ],
      },
    ],
  },
  // Open to everyone, signed in or not (no guard): certificate checks and unknown paths.
  lazyRoute(PublicLayout, {
    children: [
      page(paths.verify.pattern, () => import('./routes/public/verify-certificate')),
      page(paths.dataPolicy.pattern, () => import('./routes/public/data-policy')),
      page('*', () => import('./errors/not-found-page')),
    ],
  }),
];

/** Starts loading the layout and page chunks of a location together instead of one after the other. */
export function preloadRoutes(location: Pick<Location, 'pathname'>): void {
  for (const match of matchRoutes(routes, location) ?? []) {
    void (match.route.handle as RouteHandle | undefined)?.preload();
  }
}

/** Loads every chunk of a location's layouts and page; a page rendered on the server is hydrated only after this. */
export async function loadRoutes(location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  const handles = matches.map((match) => match.route.handle as RouteHandle | undefined);
  await Promise.all(handles.flatMap((handle) => (handle ? [handle.preload()] : [])));
}

/** The path pattern of the page (the deepest route) shown at `location`, if any. */
export function matchedPagePattern(location: Pick<Location, 'pathname'>): string | undefined {
  return matchRoutes(routes, location)?.at(-1)?.route.path;
}

export function AppRoutes() {
  const location = useLocation();
  preloadRoutes(location); // idempotent: each chunk is requested once
  const element = useRoutes(routes, location);
  return (
    <ErrorBoundary resetKey={location.pathname} fallback={(error) => <FullPageError error={error} />}>
      <Suspense fallback={<StartupFallback />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
