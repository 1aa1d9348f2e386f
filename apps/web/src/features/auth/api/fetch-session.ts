import { canOpenAdminArea, homePathFor, isAdminProfile, meResponseSchema, type SessionUser } from '@academia/shared';
import { apiFetch } from '../../../lib/api-client';
import type { CurrentUser, SessionState } from './session';

export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    ...user,
    home: homePathFor(user.perfil),
    isAdmin: isAdminProfile(user.perfil),
    canAdmin: canOpenAdminArea(user.perfil),
  };
}

/** `GET /api/auth/me`: `{ user: null }` when nobody is signed in. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionState> {
  const { user } = await apiFetch('/api/auth/me', { schema: meResponseSchema, signal });
  return { user: user ? toCurrentUser(user) : null };
}
