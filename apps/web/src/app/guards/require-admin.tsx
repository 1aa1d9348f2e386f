import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { useSessionUser } from '../../features/auth/hooks/use-session';
import { lazyPage } from '../../lib/lazy-with-retry';

const UnauthorizedPage = lazyPage(() => import('../errors/unauthorized-page'));

/** `/admin/*` is for `Superadministrador` only; anyone else sees "No autorizado" and no admin data is requested. */
export function RequireAdmin() {
  const user = useSessionUser();
  if (user?.isAdmin) return <Outlet />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <UnauthorizedPage />
    </Suspense>
  );
}
