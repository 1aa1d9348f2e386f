import type { SessionUser } from '@academia/shared';
import { canOpenAdminArea, isAdminProfile } from '@academia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, notFound, unauthenticated } from '../../errors/app-error.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie.js';
import type { ResolvedSession, SessionService } from './session.service.js';

/**
 * Who may call a route. Every /api route needs a signed-in user unless it says `public`. /api/admin/* is for
 * `Superadministrador` unless the route says `staff`, which also lets a `Responsable SST` in; such a route must
 * then limit what it reads and writes to `companyScope(request)`.
 */
export type RouteAccess = 'public' | 'user' | 'admin' | 'staff';

/** Which companies' data an admin-area request may touch: every company, or the lead's own company only. */
export type CompanyScope = { kind: 'all' } | { kind: 'company'; companyId: string };

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
  interface FastifyInstance {
    /** Every `/api/admin/*` route with who may call it, in registration order. */
    adminRoutes: readonly AdminRouteAccess[];
  }
}

/** The signed-in user of a request that passed the access check (throws if called on a public route by nobody). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.session) throw unauthenticated();
  return request.session.user;
}

/**
 * The companies the signed-in user may administer. A `Responsable SST` without a company may administer nothing,
 * and is told so rather than shown an empty admin area.
 */
export function companyScope(request: FastifyRequest): CompanyScope {
  const user = currentUser(request);
  if (isAdminProfile(user.perfil)) return { kind: 'all' };
  if (!canOpenAdminArea(user.perfil)) throw forbidden();
  if (!user.empresaId) throw new AppError('NO_COMPANY_ASSIGNED');
  return { kind: 'company', companyId: user.empresaId };
}

/** True when `scope` covers a record of `companyId` (records of no company belong to the platform's admins). */
export function scopeCovers(scope: CompanyScope, companyId: string | null): boolean {
  return scope.kind === 'all' || scope.companyId === companyId;
}

function isDocsUrl(url: string): boolean {
  return url === '/api/docs' || url.startsWith('/api/docs/');
}

/**
 * What a person who has not consented to the current data policy may still call: sign-in/out and the rest of
 * /api/auth (the session, the password), and the consent itself. Public routes need no session at all.
 */
export const CONSENT_EXEMPT_PATHS = ['/api/account/consent'];

function exemptFromConsent(url: string): boolean {
  return url.startsWith('/api/auth/') || CONSENT_EXEMPT_PATHS.includes(url);
}

function requiredAccess(request: FastifyRequest): RouteAccess {
  const url = request.routeOptions.url ?? request.url;
  if (url.startsWith('/api/admin')) return request.routeOptions.config.access === 'staff' ? 'staff' : 'admin';
  if (isDocsUrl(url)) return 'public';
  return request.routeOptions.config.access ?? 'user';
}

/** An admin route as registered, so a test can sweep every one of them (see `admin-access.test.ts`). */
export interface AdminRouteAccess {
  method: string;
  url: string;
  access: 'admin' | 'staff';
}

async function authPlugin(app: FastifyInstance, { sessions, apiDocsPublic }: AuthPluginOptions) {
  app.decorateRequest('session', null);
  const adminRoutes: AdminRouteAccess[] = [];
  app.decorate('adminRoutes', adminRoutes);

  // Admin routes are never public or merely signed-in: a route that says so is a mistake, refused at start-up.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin')) return;
    const access = route.config?.access;
    if (access === 'public' || access === 'user') {
      throw new Error(`La ruta de administración ${route.url} no puede declarar acceso "${access}".`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') adminRoutes.push({ method, url: route.url, access: access ?? 'admin' });
    }
  });

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
    if (access === 'staff' && !canOpenAdminArea(request.session.user.perfil)) throw forbidden();
    // The one gate for consent (Ley 1581 de 2012): until the person accepts the policy in force, nothing else.
    if (request.session.user.needsConsent && !exemptFromConsent(request.routeOptions.url)) {
      throw new AppError('CONSENT_REQUIRED');
    }
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/cookie'] });
