import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a file as multipart/form-data (uploads); every other route takes JSON or nothing. */
    multipart?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The origin of an `Origin` header, or null for `null` (sandboxed frames, some redirects) and anything malformed. */
function parsedOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Where a state-changing request came from. A browser says it in `Origin` (Chromium and Firefox send it on every
 * POST, also same-origin) or, without it, in `Sec-Fetch-Site`; a request with neither is not from a browser page
 * (curl, scripts, API tests), which a cross-site attacker cannot send with the victim's cookie.
 */
export function isTrustedOrigin(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = header(request, 'origin');
  if (origin !== undefined) {
    const parsed = parsedOrigin(origin);
    return parsed !== null && allowedOrigins.has(parsed);
  }
  const fetchSite = header(request, 'sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  return true;
}

/**
 * Refuses cross-site requests (CSRF): every request that may change something (not GET/HEAD/OPTIONS) must come
 * from one of `allowedOrigins`, and may carry only JSON, nothing, or — on upload routes — multipart. The media
 * types a foreign HTML form can send without a preflight (`application/x-www-form-urlencoded`, `text/plain`, and
 * multipart outside uploads) are refused, even with an empty body. Runs before sessions are looked up, so a refused
 * request never touches one.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  // Fastify parses text/plain by default; no route of ours reads it.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isTrustedOrigin(request, allowed)) {
      request.log.warn(
        { origin: header(request, 'origin') ?? null, fetchSite: header(request, 'sec-fetch-site') ?? null },
        'Solicitud de otro origen rechazada',
      );
      throw new AppError('CROSS_ORIGIN_REQUEST');
    }
    const contentType = header(request, 'content-type');
    if (contentType === undefined) return;
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    if (mediaType === 'application/json') return;
    if (mediaType === 'multipart/form-data' && request.routeOptions.config.multipart === true) return;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  });
}
