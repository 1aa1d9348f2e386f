import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMEMBER_TTL_MS } from './session.service.js';

export const SESSION_COOKIE = 'sst_sesion';

/**
 * HttpOnly and SameSite=Lax always; Secure when the request came over TLS (directly or, with TRUST_PROXY,
 * through a proxy). Remembered sessions get a 30-day max-age; others are browser-session cookies.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, remember: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(remember ? { maxAge: Math.floor(REMEMBER_TTL_MS / 1000) } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
