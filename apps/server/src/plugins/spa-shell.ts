import { paths } from '@academia/shared';

/** Which header the page shell of index.html paints before any script: the public pages' or the app's. */
export type ShellKind = 'public' | 'app';

// The pages the web router shows in its public layout (apps/web/src/app/router.tsx); any other page has the app's
// header. Only a first paint depends on it: a wrong guess shows the other header for a moment, nothing more.
const publicPages: readonly string[] = [
  paths.signIn.pattern,
  paths.signInAlias.pattern,
  paths.signUp.pattern,
  paths.signUpAlias.pattern,
  paths.resetPassword.pattern,
  paths.acceptInvitation.pattern,
  paths.consent.pattern,
  paths.dataPolicy.pattern,
];
const verifyPrefix = paths.verify.pattern.split('/:')[0] ?? '/verificar';

export function shellFor(pathname: string): ShellKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (publicPages.includes(path)) return 'public';
  if (path === verifyPrefix || path.startsWith(`${verifyPrefix}/`)) return 'public';
  return 'app';
}
