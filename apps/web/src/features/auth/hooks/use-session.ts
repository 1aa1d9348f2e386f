import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions, type CurrentUser, type SessionState } from '../api/session';

const SIGNED_OUT: SessionState = { user: null };

/** The current session. The app only renders routes once the first answer of `/api/auth/me` arrived. */
export function useSession(): SessionState {
  const { data } = useQuery(sessionQueryOptions);
  return data ?? SIGNED_OUT;
}

export function useSessionUser(): CurrentUser | null {
  return useSession().user;
}
