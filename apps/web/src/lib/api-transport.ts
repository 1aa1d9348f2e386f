/**
 * How `apiFetch` reaches the API. In the browser it is `fetch` on the same origin. When the server renders a page
 * (app/entry-server.tsx) there is no origin to fetch from, so the server puts in a transport that answers through its
 * own routes, with the visitor's cookie and every check an API call gets (docs/decisions/067).
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export function callApi(path: string, init: RequestInit): Promise<Response> {
  return transport(path, init);
}
