import type { SessionUser } from '@academia/shared';
import { isAdminProfile } from '@academia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, notFound, unauthenticated } from '../../errors/app-error.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie.js';
import type { ResolvedSession, SessionService } from './session.service.js';

/** Who may call a route. Every /api route needs a signed-in user unless it says `public`; /api/admin/* needs admin. */
export type RouteAccess = 'public' | 'user' | 'admin';

interface AuthPluginOptions {
  sessions: SessionService;
  /** False in production (unless API_DOCS): /api/docs then exists only for admins and answers 404 to anyone else. */
  apiDocsPublic: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    session: ResolvedSession | null;
  }
}

/** The signed-in user of a request that passed the access check (throws if called on a public route by nobody). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.session) throw unauthenticated();
  return request.session.user;
}

function isDocsUrl(url: string): boolean {
  return url === '/api/docs' || url.startsWith('/api/docs/');
}

function requiredAccess(request: FastifyRequest): RouteAccess {
  const url = request.routeOptions.url ?? request.url;
  if (url.startsWith('/api/admin')) return 'admin';
  if (isDocsUrl(url)) return 'public';
  return request.routeOptions.config.access ?? 'user';
}

async function authPlugin(app: FastifyInstance, { sessions, apiDocsPublic }: AuthPluginOptions) {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      request.session = await sessions.resolve(token);
      if (!request.session) clearSessionCookie(request, reply);
      else if (request.session.refreshed && request.session.user.isRemembered) {
        setSessionCookie(request, reply, token, true);
      }
    }
    // Unknown /api paths fall through to the 404 handler, which answers NOT_FOUND for everyone.
    if (!request.routeOptions.url) return;
    // Hidden, not forbidden: in production the API description does not exist for anyone but an admin.
    if (!apiDocsPublic && isDocsUrl(request.routeOptions.url)) {
      if (!request.session || !isAdminProfile(request.session.user.perfil)) throw notFound();
      return;
    }
    const access = requiredAccess(request);
    if (access === 'public') return;
    if (!request.session) throw unauthenticated();
    if (access === 'admin' && !isAdminProfile(request.session.user.perfil)) throw forbidden();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/cookie'] });
