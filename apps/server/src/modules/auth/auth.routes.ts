import {
  captchaChallengeSchema,
  changePasswordInputSchema,
  meResponseSchema,
  messageResponseSchema,
  resetConfirmInputSchema,
  resetRequestInputSchema,
  signInInputSchema,
  signInResponseSchema,
  signUpInputSchema,
} from '@academia/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CaptchaService } from '../../infra/captcha/captcha.js';
import { currentUser } from './auth.plugin.js';
import type { AuthService, RequestContext } from './auth.service.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie.js';
import type { SessionService } from './session.service.js';

const publicRoute = { access: 'public' } as const;

function contextOf(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  sessions: SessionService;
  captcha: CaptchaService;
}> = async (app, { auth, sessions, captcha }) => {
  app.get(
    '/auth/me',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        summary: 'Usuario de la sesión actual (null si no hay sesión)',
        response: { 200: meResponseSchema },
      },
    },
    (request) => ({ user: request.session?.user ?? null }),
  );

  app.get(
    '/auth/captcha',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        summary: 'Reto ALTCHA de prueba de trabajo',
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await captcha.createChallenge()) as unknown as Record<string, unknown>;
    },
  );

  app.post(
    '/auth/sign-up',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        summary: 'Crear una cuenta de aprendiz',
        body: signUpInputSchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const message = await auth.signUp(request.body, contextOf(request));
      return reply.code(202).send({ message });
    },
  );

  app.post(
    '/auth/sign-in',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión',
        body: signInInputSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await auth.signIn(request.body, contextOf(request));
      // Rotate: whatever session the browser carried before is ended, never upgraded.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await sessions.endByToken(previous);
      setSessionCookie(request, reply, result.token, request.body.remember);
      return { user: result.user, home: result.home };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: publicRoute,
      schema: { tags: ['auth'], summary: 'Cerrar sesión', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await sessions.endByToken(token);
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/password-reset/request',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        summary: 'Enviar un código de restablecimiento por correo',
        body: resetRequestInputSchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const message = await auth.requestPasswordReset(request.body, contextOf(request));
      return reply.code(202).send({ message });
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        summary: 'Elegir una nueva contraseña con el código o el enlace recibido',
        body: resetConfirmInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({ message: await auth.confirmPasswordReset(request.body, contextOf(request)) }),
  );

  app.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Cambiar la contraseña (cierra las demás sesiones)',
        body: changePasswordInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const token = await auth.changePassword(user, request.body, contextOf(request));
      setSessionCookie(request, reply, token, user.isRemembered);
      return { message: 'Su contraseña se actualizó.' };
    },
  );
};
