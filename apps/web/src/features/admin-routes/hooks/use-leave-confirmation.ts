import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Asks before unsaved changes are lost while `dirty` is true:
 *
 * - closing or reloading the tab (or typing another address) gets the browser's own `beforeunload` warning;
 * - clicking an in-app link that leaves this page (breadcrumb, side menu, header…) is held back until the person
 *   answers the dialog driven by `asking` / `stay` / `leave`.
 *
 * React Router's `useBlocker` would also catch the browser's Back button, but it only works under a data router
 * (`createBrowserRouter`); this app renders `<BrowserRouter>` + `useRoutes`, where it throws. So links are caught
 * here instead, on the document in the capture phase, before the router's own click handler sees them; Back and
 * Forward are not caught.
 */
export function useLeaveConfirmation(dirty: boolean) {
  const { pathname } = useLocation();
  const held = useRef<HTMLAnchorElement | null>(null);
  const replaying = useRef(false);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // Safari and older browsers still need it
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      if (replaying.current) return;
      const anchor = leavingAnchor(event, pathname);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      held.current = anchor;
      setAsking(true);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty, pathname]);

  const stay = useCallback(() => {
    held.current = null;
    setAsking(false);
  }, []);

  /** Follows the held link as if it had been clicked (so it keeps its own `replace`, `state`, menu closing…). */
  const leave = useCallback(() => {
    const anchor = held.current;
    held.current = null;
    setAsking(false);
    if (!anchor?.isConnected) return;
    replaying.current = true;
    try {
      anchor.click();
    } finally {
      replaying.current = false;
    }
  }, []);

  return { asking, stay, leave };
}

/** The link a plain click would follow to another page of this app, or null (new tab, download, same page…). */
function leavingAnchor(event: MouseEvent, currentPath: string): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site is a full page load: `beforeunload` already covers it.
  if (url.origin !== window.location.origin || url.pathname === currentPath) return null;
  return anchor;
}
