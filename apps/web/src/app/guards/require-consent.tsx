import { paths } from '@academia/shared/paths';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionUser } from '../../features/auth/hooks/use-session';
import type { EntryRouteState } from '../../lib/entry-route-state';

/**
 * Every protected page, learner or admin: a person who has not accepted the data policy in force (created by an
 * admin or by import, or the policy changed since) goes to `/autorizacion-de-datos` first, remembering the page.
 * The server refuses their API calls meanwhile (CONSENT_REQUIRED), so nothing would load anyway.
 */
export function RequireConsent() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user?.needsConsent) return <Outlet />;
  const state: EntryRouteState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return <Navigate to={paths.consent()} replace state={state} />;
}
