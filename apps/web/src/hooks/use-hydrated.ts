import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React takes over a page the server rendered (and on the server), true from then on and in every page the
 * browser renders itself (decision 067). A form on a rendered page stays disabled until then: typed text would be lost
 * when React takes it over, and a form sent by the browser alone would put its fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
