import { useCallback, useState } from 'react';
import { useReturnFocus } from './use-return-focus';

/**
 * What a page needs to show a dialog about one thing (an item, a route…) opened from a button: which thing, whether
 * the dialog is open, and focus back on the opener once it has gone.
 *
 * The target is kept while the dialog closes, so its content does not vanish mid-animation, and dropped when the
 * dialog has gone. Spread `props` on the dialog (`open`, `onClose`, `onExited`). When the opener no longer exists
 * (the row was deleted, the menu closed), focus goes to what `fallback` returns when the dialog opens.
 */
export function useDialogTarget<T>(fallback: () => HTMLElement | null) {
  const focus = useReturnFocus();
  const [state, setState] = useState<{ target: T; open: boolean } | null>(null);

  const show = (target: T, opener: HTMLElement | null) => {
    focus.remember(opener, fallback());
    setState({ target, open: true });
  };
  const close = useCallback(() => setState((current) => current && { ...current, open: false }), []);
  const { restore } = focus;
  const exited = useCallback(() => {
    setState(null);
    restore();
  }, [restore]);

  return {
    /** Whether the dialog is on the page (open, or still closing). */
    shown: state !== null,
    target: state?.target,
    show,
    close,
    props: { open: state?.open ?? false, onClose: close, onExited: exited },
  };
}
