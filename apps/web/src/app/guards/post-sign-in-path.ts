import { paths } from '@academia/shared/paths';
import type { CurrentUser } from '../../features/auth/api/session';
import type { EntryRouteState } from '../../lib/entry-route-state';

type Access = Pick<CurrentUser, 'home' | 'canAdmin'>;

const ENTRY_PATHS = new Set([
  paths.signIn(),
  paths.signInAlias(),
  paths.signUp(),
  paths.signUpAlias(),
  paths.resetPassword(),
]);

/** Whether a user may open a path. Admins may open learner pages too (to preview what learners see). */
export function mayOpen(user: Access, pathname: string): boolean {
  const isAdminPath = pathname === paths.admin.root() || pathname.startsWith(`${paths.admin.root()}/`);
  return !isAdminPath || user.canAdmin;
}

/**
 * Where a signed-in person goes from an entry route: back to the page they tried to open before signing in, when
 * they may open it, otherwise their home (`/admin/dashboard` or `/inicio`).
 */
export function postSignInPath(user: Access, from: EntryRouteState['from']): string {
  if (from && !ENTRY_PATHS.has(from.pathname) && mayOpen(user, from.pathname)) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return user.home;
}
