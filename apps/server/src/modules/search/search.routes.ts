import { globalSearchQuerySchema, globalSearchResultSchema } from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchService } from './search.service.js';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['búsqueda'],
        summary: 'Busca en rutas, contenidos y bibliotecas lo que el usuario puede ver',
        querystring: globalSearchQuerySchema,
        response: { 200: globalSearchResultSchema },
      },
    },
    (request) => search.global(request.query.q, request.query.limit),
  );
};
