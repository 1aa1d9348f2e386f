import type { SessionUser } from '@academia/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { loadChunk } from '../../../lib/lazy-with-retry';

/** The signed-in user plus what the guards need to know about their profile (computed with the shared rules). */
export interface CurrentUser extends SessionUser {
  /** `/admin/dashboard` for `Superadministrador` and `Responsable SST`, `/inicio` otherwise (`homePathFor`). */
  home: string;
  /** `Superadministrador`: every admin page and every company (`isAdminProfile`). */
  isAdmin: boolean;
  /** May open `/admin/*`: `Superadministrador`, or `Responsable SST` for their own company (`canOpenAdminArea`). */
  canAdmin: boolean;
}

/** How the last session ended, so the sign-in page can explain it and the guards know whether to remember the page. */
export type SessionEnd = 'sign-out' | 'expired';

export interface SessionState {
  user: CurrentUser | null;
  endedBy?: SessionEnd;
}

export const sessionQueryKey = ['auth', 'session'] as const;

/**
 * The session lives on the server (HttpOnly cookie); the browser only asks who is signed in and keeps nothing in
 * localStorage or sessionStorage. The parsing code (zod and the shared schemas) loads on demand so the first script
 * stays small; it arrives while the first page's chunk does.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }): Promise<SessionState> => {
    const { fetchSession } = await loadChunk(() => import('./fetch-session'));
    return fetchSession(signal);
  },
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnWindowFocus: false,
});

function forgetEverythingElse(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

export function storeSignedInUser(queryClient: QueryClient, user: CurrentUser): void {
  forgetEverythingElse(queryClient);
  queryClient.setQueryData<SessionState>(sessionQueryKey, { user });
}

/**
 * Drops the user and every cached answer. The session query itself stays (with `user: null`) so the components that
 * watch it re-render and the guards send the visitor to `/`.
 */
export function storeSignedOut(queryClient: QueryClient, endedBy: SessionEnd): void {
  const current = queryClient.getQueryData<SessionState>(sessionQueryKey);
  if (!current?.user) return;
  queryClient.setQueryData<SessionState>(sessionQueryKey, { user: null, endedBy });
  forgetEverythingElse(queryClient);
}
