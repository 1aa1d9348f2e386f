import { useCallback, useRef } from 'react';

/**
 * Remembers which control opened a dialog and gives focus back to it once the dialog has gone. MUI restores focus
 * to whatever had it when the dialog opened, which is wrong when a menu item (gone by then) opened it. Pair with the
 * dialog's `disableRestoreFocus` and call `restore` from its exit transition. When the opener no longer exists
 * (e.g. the row was deleted), focus goes to `fallback` instead.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef<HTMLElement | null>(null);

  const remember = useCallback((element: HTMLElement | null, fallbackElement: HTMLElement | null = null) => {
    opener.current = element;
    fallback.current = fallbackElement;
  }, []);

  const restore = useCallback(() => {
    const target = opener.current?.isConnected ? opener.current : fallback.current;
    if (target?.isConnected) target.focus();
    opener.current = null;
    fallback.current = null;
  }, []);

  return { remember, restore };
}
