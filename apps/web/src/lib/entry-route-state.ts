/**
 * What the public entry routes (`/`, `/login`, …) receive in the router's location state: the protected page an
 * anonymous visitor tried to open, an e-mail to pre-fill, and why they are there.
 */
export interface EntryRouteState {
  from?: { pathname: string; search?: string; hash?: string };
  email?: string;
  notice?: 'signed-out' | 'expired';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads location state defensively: it survives reloads in history and may come from an older version. */
export function readEntryRouteState(state: unknown): EntryRouteState {
  if (!isRecord(state)) return {};
  const result: EntryRouteState = {};
  const from = state.from;
  if (isRecord(from) && typeof from.pathname === 'string' && from.pathname.startsWith('/')) {
    result.from = {
      pathname: from.pathname,
      search: typeof from.search === 'string' ? from.search : '',
      hash: typeof from.hash === 'string' ? from.hash : '',
    };
  }
  if (typeof state.email === 'string') result.email = state.email;
  if (state.notice === 'signed-out' || state.notice === 'expired') result.notice = state.notice;
  return result;
}
