import { errorMessages, isErrorCode } from '@academia/shared';
import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

export interface MockRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** A canned answer, a function of the request, or `'network-error'` for a request that never gets an answer. */
export type MockHandler = MockResponse | 'network-error' | ((request: MockRequest) => MockResponse | 'network-error');

/** Keys are `"<METHOD> <path>"`, e.g. `"POST /api/auth/sign-in"` (the query string is not part of the key). */
export type MockRoutes = Record<string, MockHandler>;

/**
 * Replaces `fetch` (the edge of the app) with canned API answers and records the requests. A request with no handler
 * logs a console error, which fails the test.
 */
export function mockApi(initial: MockRoutes = {}) {
  const routes: MockRoutes = { ...initial };
  const requests: MockRequest[] = [];

  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: MockRequest = { method, path: url.pathname, search: url.searchParams, body };
    requests.push(request);

    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      console.error(`Petición sin respuesta simulada: ${method} ${url.pathname}`);
      return new Response(null, { status: 500 });
    }
    const result = typeof handler === 'function' ? handler(request) : handler;
    if (result === 'network-error') throw new TypeError('Failed to fetch');
    const status = result.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(result.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });

  return {
    fetchMock,
    requests,
    /** Adds or replaces the answer for one endpoint. */
    on(key: string, handler: MockHandler) {
      routes[key] = handler;
    },
    /** The requests sent to one endpoint. */
    requestsTo(key: string) {
      return requests.filter((request) => `${request.method} ${request.path}` === key);
    },
  };
}

/** An error answer as the server sends it: by default with the standard Spanish message of its code. */
export function errorResponse(
  status: number,
  code: string,
  details?: Record<string, unknown>,
  message: string = isErrorCode(code) ? errorMessages[code] : 'Error',
): MockResponse {
  return { status, body: { error: { code, message, ...(details ? { details } : {}) } } };
}
