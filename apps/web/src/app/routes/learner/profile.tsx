import { useQueryClient } from '@tanstack/react-query';
import { ProfilePage } from '../../../features/account/components/profile-page';
import { sessionQueryKey, storeSignedOut } from '../../../features/auth/api/session';

/** `/perfil`, for every profile: a saved name refreshes the header; closing this session signs out. */
export default function ProfileRoute() {
  const queryClient = useQueryClient();
  return (
    <ProfilePage
      onProfileSaved={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
      onSignedOut={() => storeSignedOut(queryClient, 'sign-out')}
    />
  );
}
