import {
  adminDocumentListSchema,
  adminDocumentSchema,
  adminLibraryQuerySchema,
  adminNormListSchema,
  adminNormSchema,
  documentInputSchema,
  normInputSchema,
  normStatusInputSchema,
} from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../audit/audit-actor.js';
import type { LibraryAdminService } from './library-admin.service.js';

const idParams = z.object({ id: z.string().max(64) });
const tags = ['admin: bibliotecas'];

/** Authoring of both libraries. Everything under /api/admin is admin-only (enforced by the auth plugin). */
export const libraryAdminRoutes: FastifyPluginAsyncZod<{ libraryAdmin: LibraryAdminService }> = async (
  app,
  { libraryAdmin },
) => {
  app.get(
    '/admin/library/documents',
    { schema: { tags, querystring: adminLibraryQuerySchema, response: { 200: adminDocumentListSchema } } },
    (request) => libraryAdmin.listDocuments(request.query),
  );
  app.get(
    '/admin/library/documents/:id',
    { schema: { tags, params: idParams, response: { 200: adminDocumentSchema } } },
    (request) => libraryAdmin.getDocument(request.params.id),
  );
  app.post(
    '/admin/library/documents',
    { schema: { tags, body: documentInputSchema, response: { 201: adminDocumentSchema } } },
    async (request, reply) =>
      reply.code(201).send(await libraryAdmin.createDocument(request.body, auditActor(request))),
  );
  app.put(
    '/admin/library/documents/:id',
    { schema: { tags, params: idParams, body: documentInputSchema, response: { 200: adminDocumentSchema } } },
    (request) => libraryAdmin.updateDocument(request.params.id, request.body, auditActor(request)),
  );
  app.delete(
    '/admin/library/documents/:id',
    { schema: { tags, summary: 'Retira el documento (se puede restaurar)', params: idParams } },
    async (request, reply) => {
      await libraryAdmin.setDocumentDeleted(request.params.id, true, auditActor(request));
      return reply.code(204).send();
    },
  );
  app.post(
    '/admin/library/documents/:id/restore',
    { schema: { tags, params: idParams, response: { 200: adminDocumentSchema } } },
    (request) => libraryAdmin.setDocumentDeleted(request.params.id, false, auditActor(request)),
  );

  app.get(
    '/admin/library/norms',
    { schema: { tags, querystring: adminLibraryQuerySchema, response: { 200: adminNormListSchema } } },
    (request) => libraryAdmin.listNorms(request.query),
  );
  app.get(
    '/admin/library/norms/:id',
    { schema: { tags, params: idParams, response: { 200: adminNormSchema } } },
    (request) => libraryAdmin.getNorm(request.params.id),
  );
  app.post(
    '/admin/library/norms',
    { schema: { tags, body: normInputSchema, response: { 201: adminNormSchema } } },
    async (request, reply) => reply.code(201).send(await libraryAdmin.createNorm(request.body, auditActor(request))),
  );
  app.put(
    '/admin/library/norms/:id',
    { schema: { tags, params: idParams, body: normInputSchema, response: { 200: adminNormSchema } } },
    (request) => libraryAdmin.updateNorm(request.params.id, request.body, auditActor(request)),
  );
  app.patch(
    '/admin/library/norms/:id/status',
    {
      schema: {
        tags,
        summary: 'Cambia el estado de la norma y la que la reemplaza',
        params: idParams,
        body: normStatusInputSchema,
        response: { 200: adminNormSchema },
      },
    },
    (request) => libraryAdmin.changeNormStatus(request.params.id, request.body, auditActor(request)),
  );
  app.delete(
    '/admin/library/norms/:id',
    { schema: { tags, summary: 'Retira la norma (se puede restaurar)', params: idParams } },
    async (request, reply) => {
      await libraryAdmin.setNormDeleted(request.params.id, true, auditActor(request));
      return reply.code(204).send();
    },
  );
  app.post(
    '/admin/library/norms/:id/restore',
    { schema: { tags, params: idParams, response: { 200: adminNormSchema } } },
    (request) => libraryAdmin.setNormDeleted(request.params.id, false, auditActor(request)),
  );
};
