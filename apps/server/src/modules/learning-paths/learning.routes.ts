import {
  answerQuizInputSchema,
  contentItemViewSchema,
  itemProgressSchema,
  listRoutesQuerySchema,
  quizStateSchema,
  recordProgressInputSchema,
  routeCatalogSchema,
  routeDetailSchema,
} from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin.js';
import type { LearningService } from './learning.service.js';

const routeParams = z.object({ routeId: z.string().max(64) });
const itemParams = routeParams.extend({ itemId: z.string().max(64) });

/** The learner's routes: catalog, route page, content player and progress. Every call needs a signed-in user. */
export const learningRoutes: FastifyPluginAsyncZod<{ learning: LearningService }> = async (app, { learning }) => {
  app.get(
    '/routes',
    {
      schema: {
        tags: ['rutas'],
        summary: 'Rutas publicadas con mi avance',
        querystring: listRoutesQuerySchema,
        response: { 200: routeCatalogSchema },
      },
    },
    (request) => learning.catalog(currentUser(request), request.query),
  );

  app.get(
    '/routes/:routeId',
    {
      schema: {
        tags: ['rutas'],
        summary: 'Una ruta con sus pasos y mi avance (inscribe en la primera visita)',
        params: routeParams,
        response: { 200: routeDetailSchema },
      },
    },
    (request) => learning.detail(currentUser(request), request.params.routeId),
  );

  app.get(
    '/routes/:routeId/items/:itemId',
    {
      schema: {
        tags: ['rutas'],
        summary: 'Un contenido de la ruta, listo para el reproductor',
        params: itemParams,
        response: { 200: contentItemViewSchema },
      },
    },
    (request) => learning.item(currentUser(request), request.params.routeId, request.params.itemId),
  );

  app.post(
    '/routes/:routeId/items/:itemId/progress',
    {
      schema: {
        tags: ['rutas'],
        summary: 'Registra tiempo y posición en un contenido',
        params: itemParams,
        body: recordProgressInputSchema,
        response: { 200: itemProgressSchema },
      },
    },
    (request) =>
      learning.recordProgress(currentUser(request), request.params.routeId, request.params.itemId, request.body),
  );

  app.post(
    '/routes/:routeId/items/:itemId/complete',
    {
      schema: {
        tags: ['rutas'],
        summary: 'Marca un contenido como completado',
        params: itemParams,
        response: { 200: itemProgressSchema },
      },
    },
    (request) => learning.complete(currentUser(request), request.params.routeId, request.params.itemId),
  );

  app.post(
    '/routes/:routeId/items/:itemId/quiz/answers',
    {
      schema: {
        tags: ['rutas'],
        summary: 'Responde una pregunta del quiz rápido y recibe la retroalimentación',
        params: itemParams,
        body: answerQuizInputSchema,
        response: { 200: quizStateSchema },
      },
    },
    (request) => learning.answerQuiz(currentUser(request), request.params.routeId, request.params.itemId, request.body),
  );

  app.post(
    '/routes/:routeId/items/:itemId/quiz/restart',
    {
      schema: {
        tags: ['rutas'],
        summary: 'Empieza un nuevo intento del quiz rápido',
        params: itemParams,
        response: { 200: quizStateSchema },
      },
    },
    (request) => learning.restartQuiz(currentUser(request), request.params.routeId, request.params.itemId),
  );
};
