import { SERVER_STATE_ID } from '@academia/shared/page-rendering';
import type { DehydratedState } from '@tanstack/react-query';

/** What the browser needs to take over a rendered page exactly as the server drew it. */
export interface ServerState {
  /** The window width the server laid the page out for (viewport.ts). */
  width: number;
  /** The query cache's answers. */
  answers: DehydratedState;
}

/**
 * The answers as JSON that is safe inside a `<script type="application/json">`: every `<` is escaped, so no text in
 * the data (a route's description, a learner's name) can close the element or open another.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The answers a server-rendered page arrived with, or null for a page the browser renders from scratch. */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerState> | null;
    const complete = typeof state?.width === 'number' && Array.isArray(state.answers?.queries);
    return complete ? (state as ServerState) : null;
  } catch {
    return null;
  }
}
