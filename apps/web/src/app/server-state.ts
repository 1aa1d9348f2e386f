import type { DehydratedState } from '@tanstack/react-query';

/** The element in which a server-rendered page carries the answers it was rendered from (docs/decisions/067). */
export const SERVER_STATE_ID = 'estado-inicial';

/**
 * The answers as JSON that is safe inside a `<script type="application/json">`: every `<` is escaped, so no text in
 * the data (a route's description, a learner's name) can close the element or open another.
 */
export function serializeServerState(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The answers a server-rendered page arrived with, or null for a page the browser renders from scratch. */
export function readServerState(doc: Document = document): DehydratedState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}
