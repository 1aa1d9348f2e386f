import {
  documentDetailSchema,
  documentListSchema,
  listDocumentsQuerySchema,
  listNormsQuerySchema,
  normDetailSchema,
  normListSchema,
} from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin.js';
import type { LibraryService } from './library.service.js';

const idParams = z.object({ id: z.string().max(64) });
const tags = ['bibliotecas'];

export const libraryRoutes: FastifyPluginAsyncZod<{ library: LibraryService }> = async (app, { library }) => {
  app.get(
    '/library/documents',
    {
      schema: {
        tags,
        summary: 'Busca y filtra la biblioteca educativa',
        querystring: listDocumentsQuerySchema,
        response: { 200: documentListSchema },
      },
    },
    (request) => library.listDocuments(currentUser(request), request.query),
  );
  app.get(
    '/library/documents/:id',
    { schema: { tags, summary: 'Un documento educativo', params: idParams, response: { 200: documentDetailSchema } } },
    (request) => library.documentDetail(currentUser(request), request.params.id),
  );
  app.get(
    '/library/norms',
    {
      schema: {
        tags,
        summary: 'Busca y filtra la biblioteca legislativa',
        querystring: listNormsQuerySchema,
        response: { 200: normListSchema },
      },
    },
    (request) => library.listNorms(currentUser(request), request.query),
  );
  app.get(
    '/library/norms/:id',
    { schema: { tags, summary: 'Una norma', params: idParams, response: { 200: normDetailSchema } } },
    (request) => library.normDetail(currentUser(request), request.params.id),
  );
};
