import {
  accountProfileSchema,
  remindersPreferenceSchema,
  accountSessionListSchema,
  accountSessionParamsSchema,
  consentInputSchema,
  profileInputSchema,
  sessionUserSchema,
} from '@academia/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../errors/app-error.js';
import { currentUser } from '../auth/auth.plugin.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import type { AccountService } from './account.service.js';

/** The id of the session making the request (routes here are never public, so there is one). */
function currentSessionId(request: FastifyRequest): string {
  if (!request.session) throw unauthenticated();
  return request.session.id;
}

/** The signed-in person's own account. Every route needs a session; `/account/consent` is exempt from consent. */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.post(
    '/account/consent',
    {
      schema: {
        tags: ['account'],
        summary: 'Autorizar el tratamiento de datos personales (Ley 1581 de 2012)',
        body: consentInputSchema,
        response: { 200: z.object({ user: sessionUserSchema }) },
      },
    },
    async (request) => ({ user: await account.consent(currentUser(request), request.ip) }),
  );

  app.get(
    '/account/profile',
    {
      schema: { tags: ['account'], summary: 'Mi perfil', response: { 200: accountProfileSchema } },
    },
    (request) => account.profile(currentUser(request).id),
  );

  app.patch(
    '/account/profile',
    {
      schema: {
        tags: ['account'],
        summary: 'Cambiar mi nombre y documento',
        body: profileInputSchema,
        response: { 200: accountProfileSchema },
      },
    },
    (request) => account.updateProfile(currentUser(request).id, request.body),
  );

  app.put(
    '/account/reminders',
    {
      schema: {
        tags: ['account'],
        summary: 'Recibir o no los recordatorios de capacitación no obligatorios',
        body: remindersPreferenceSchema,
        response: { 200: accountProfileSchema },
      },
    },
    (request) => account.setReminders(currentUser(request).id, request.body.optOut),
  );

  app.get(
    '/account/sessions',
    {
      schema: { tags: ['account'], summary: 'Mis sesiones abiertas', response: { 200: accountSessionListSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return account.sessions(currentUser(request).id, currentSessionId(request));
    },
  );

  app.delete(
    '/account/sessions/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Cerrar una de mis sesiones (la actual cierra la sesión)',
        params: accountSessionParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { wasCurrent } = await account.endSession(
        currentUser(request).id,
        request.params.id,
        currentSessionId(request),
      );
      if (wasCurrent) clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/account/data',
    {
      schema: { tags: ['account'], summary: 'Descargar todos mis datos (JSON)' },
    },
    async (request, reply) => {
      const data = await account.exportData(currentUser(request).id, currentSessionId(request));
      const day = data.generatedAt.slice(0, 10);
      reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="mis-datos-academia-sst-${day}.json"`);
      return JSON.stringify(data, null, 2);
    },
  );
};
