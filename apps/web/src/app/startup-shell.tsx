import { LoadingScreen } from '../components/loading-screen';

/** The header and skeleton index.html paints before any script (see index.html). */
const SHELL_ID = 'shell';

/**
 * While index.html's shell is on screen the app has nothing better to show, so start-up waits (the session, the
 * first layout) render nothing and the shell stays, with no flash of a spinner. Once the app has painted something
 * the shell is gone (`removeShellOnFirstContent`) and later waits show the usual loading screen.
 */
export function StartupFallback() {
  // On the server the shell is always there: the page it renders takes its place.
  if (typeof document === 'undefined') return null;
  return document.getElementById(SHELL_ID) ? null : <LoadingScreen />;
}

/**
 * Removes the shell as soon as React puts anything in the root (CSS already hides it in that same frame), or at once
 * when the server already drew the page there (decision 067): later waits must show the loading screen.
 */
export function removeShellOnFirstContent(root: HTMLElement): void {
  const shell = document.getElementById(SHELL_ID);
  if (!shell) return;
  if (root.childNodes.length > 0) {
    shell.remove();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.childNodes.length === 0) return;
    shell.remove();
    observer.disconnect();
  });
  observer.observe(root, { childList: true });
}
