import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionUser } from '../../features/auth/hooks/use-session';
import { readEntryRouteState } from '../../lib/entry-route-state';
import { postSignInPath } from './post-sign-in-path';

/**
 * Entry routes (`/`, `/login`, `/registrarme`, `/registrate`, `/reestablecer-contrasena`): a signed-in person goes on
 * to the remembered page or their home. This is also how a successful sign-in leaves the form.
 */
export function RedirectIfSignedIn() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) return <Outlet />;
  return <Navigate to={postSignInPath(user, readEntryRouteState(location.state).from)} replace />;
}
