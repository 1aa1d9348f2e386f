import { paths } from '@academia/shared/paths';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import type { EntryRouteState } from '../../lib/entry-route-state';

/**
 * Protected routes: an anonymous visitor goes to `/`, remembering the page so sign-in can return there. After an
 * explicit sign-out nothing is remembered: the person chose to leave.
 */
export function RequireAuth() {
  const { user, endedBy } = useSession();
  const location = useLocation();
  if (user) return <Outlet />;

  const state: EntryRouteState =
    endedBy === 'sign-out'
      ? { notice: 'signed-out' }
      : {
          from: { pathname: location.pathname, search: location.search, hash: location.hash },
          ...(endedBy === 'expired' ? { notice: 'expired' as const } : {}),
        };
  return <Navigate to={paths.signIn()} replace state={state} />;
}
