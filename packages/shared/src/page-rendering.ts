/*
 * What the server and the web app's page renderer (apps/web/src/app/entry-server.tsx, decision 067) must agree on.
 * The server loads the renderer's build at run time, so neither side imports the other: both import this.
 */

/** The element in which a rendered page carries the answers it was rendered from, just before `#root`. */
export const SERVER_STATE_ID = 'estado-inicial';

/** A page as the renderer hands it to the server. */
export interface RenderedPage {
  /** The page's style elements, for `<head>`. */
  head: string;
  /** What goes inside `#root`. */
  html: string;
  /** The answers the page was rendered from, as JSON safe inside a `<script>` element (server-state.ts). */
  state: string;
}
