import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import type { CurrentUser } from '../../features/auth/api/session';
import { useSessionUser } from '../../features/auth/hooks/use-session';
import { lazyPage } from '../../lib/lazy-with-retry';

const UnauthorizedPage = lazyPage(() => import('../errors/unauthorized-page'));

function Unauthorized() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <UnauthorizedPage />
    </Suspense>
  );
}

function guard(allowed: (user: CurrentUser) => boolean) {
  return function Guard() {
    const user = useSessionUser();
    return user && allowed(user) ? <Outlet /> : <Unauthorized />;
  };
}

/**
 * `/admin/*` is for `Superadministrador` and `Responsable SST`; anyone else sees "No autorizado" and no admin data
 * is requested. What a `Responsable SST` may see inside is limited by the server to their own company.
 */
export const RequireAdmin = guard((user) => user.canAdmin);

/** Authoring pages and the audit log: `Superadministrador` only; a `Responsable SST` sees "No autorizado". */
export const RequireSuperadmin = guard((user) => user.isAdmin);
