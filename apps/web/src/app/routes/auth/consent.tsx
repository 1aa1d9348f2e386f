import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { ConsentPage } from '../../../features/account/components/consent-page';
import { toCurrentUser } from '../../../features/auth/api/fetch-session';
import { storeSignedInUser } from '../../../features/auth/api/session';
import { useSignOut } from '../../../features/auth/api/sign-out';
import { useSessionUser } from '../../../features/auth/hooks/use-session';
import { readEntryRouteState } from '../../../lib/entry-route-state';
import { postSignInPath } from '../../guards/post-sign-in-path';

/** `/autorizacion-de-datos`: once the person has consented, on to the page they were going to, or their home. */
export default function ConsentRoute() {
  const user = useSessionUser();
  const location = useLocation();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  if (!user) return null;
  if (!user.needsConsent) {
    return <Navigate to={postSignInPath(user, readEntryRouteState(location.state).from)} replace />;
  }
  return (
    <ConsentPage
      nombre={user.nombre}
      onConsented={(updated) => storeSignedInUser(queryClient, toCurrentUser(updated))}
      onSignOut={() => signOut.mutate()}
      signingOut={signOut.isPending}
    />
  );
}
