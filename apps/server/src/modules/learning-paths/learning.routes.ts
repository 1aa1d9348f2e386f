import {
  answerQuizInputSchema,
  completeItemResultSchema,
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
import type { LearningCatalogService } from './learning-catalog.service.js';
import type { LearningProgressService } from './learning-progress.service.js';

const routeParams = z.object({ routeId: z.string().max(64) });
const itemParams = routeParams.extend({ itemId: z.string().max(64) });

/**
 * The learner's learning routes: catalog, route page, content player and progress. Every call needs a signed-in
 * user. Reads never enrol; `POST …/start` and the learner's writes do (ADR 028).
 */
export const learningRoutes: FastifyPluginAsyncZod<{
  catalog: LearningCatalogService;
  progress: LearningProgressService;
}> = async (app, { catalog, progress }) => {
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
    (request) => catalog.catalog(currentUser(request), request.query),
  );

  app.get(
    '/routes/:routeId',
    {
      schema: {
        tags: ['rutas'],
        summary: 'Una ruta con sus pasos y mi avance (verla no inscribe)',
        params: routeParams,
        response: { 200: routeDetailSchema },
      },
    },
    (request) => catalog.detail(currentUser(request), request.params.routeId),
  );

  app.post(
    '/routes/:routeId/start',
    {
      schema: {
        tags: ['rutas'],
        summary: '«Empezar la ruta»: me inscribe y devuelve la ruta con mi avance',
        params: routeParams,
        response: { 200: routeDetailSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // The one explicit way to enrol from the route page (starting a test is the other, in evaluations).
      await progress.enrolOnVisit(user, request.params.routeId);
      return catalog.detail(user, request.params.routeId);
    },
  );

  app.get(
    '/routes/:routeId/items/:itemId',
    {
      schema: {
        tags: ['rutas'],
        summary: 'Un contenido de la ruta, listo para el reproductor (verlo no inscribe)',
        params: itemParams,
        response: { 200: contentItemViewSchema },
      },
    },
    (request) => catalog.item(currentUser(request), request.params.routeId, request.params.itemId),
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
      progress.recordProgress(currentUser(request), request.params.routeId, request.params.itemId, request.body),
  );

  app.post(
    '/routes/:routeId/items/:itemId/complete',
    {
      schema: {
        tags: ['rutas'],
        summary: '«Completar y continuar»: marca el contenido como completado y dice cuál es el siguiente paso',
        params: itemParams,
        response: { 200: completeItemResultSchema },
      },
    },
    (request) => progress.complete(currentUser(request), request.params.routeId, request.params.itemId),
  );

  app.post(
    '/routes/:routeId/items/:itemId/quiz/answers',
    {
      schema: {
        tags: ['rutas'],
        summary: 'Responde una pregunta del repaso y recibe la retroalimentación',
        params: itemParams,
        body: answerQuizInputSchema,
        response: { 200: quizStateSchema },
      },
    },
    (request) => progress.answerQuiz(currentUser(request), request.params.routeId, request.params.itemId, request.body),
  );

  app.post(
    '/routes/:routeId/items/:itemId/quiz/restart',
    {
      schema: {
        tags: ['rutas'],
        summary: 'Empieza un nuevo intento del repaso (preguntas y opciones en otro orden)',
        params: itemParams,
        response: { 200: quizStateSchema },
      },
    },
    (request) => progress.restartQuiz(currentUser(request), request.params.routeId, request.params.itemId),
  );
};
