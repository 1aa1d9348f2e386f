import {
  adminScenarioSchema,
  answerInputSchema,
  answerResultSchema,
  attemptSummarySchema,
  attemptViewSchema,
  debriefSchema,
  externalCompletionInputSchema,
  saveScenarioInputSchema,
  scenarioValidationSchema,
  simulatorOverviewSchema,
  startAttemptInputSchema,
  validateScenarioInputSchema,
} from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../audit/audit-actor.js';
import { currentUser } from '../auth/auth.plugin.js';
import type { SimulatorAdminService } from './simulator-admin.service.js';
import type { SimulatorService } from './simulator.service.js';

const routeParams = z.object({ routeId: z.string().max(64) });
const attemptParams = z.object({ attemptId: z.string().max(64) });
const tags = ['simulador'];
const adminTags = ['admin: simulador'];

/** The scenario simulator (decision 037): the learner's attempts, and the Simulador tab of the route editor. */
export const simulatorRoutes: FastifyPluginAsyncZod<{
  simulator: SimulatorService;
  admin: SimulatorAdminService;
}> = async (app, { simulator, admin }) => {
  app.get(
    '/routes/:routeId/simulator',
    {
      schema: {
        tags,
        summary: 'El simulador de una ruta: el escenario, mi intento en curso y mis intentos',
        params: routeParams,
        response: { 200: simulatorOverviewSchema },
      },
    },
    (request) => simulator.overview(currentUser(request), request.params.routeId),
  );
  app.post(
    '/routes/:routeId/simulator/attempts',
    {
      schema: {
        tags,
        summary: 'Empezar o retomar un intento (restart abandona el que está en curso)',
        params: routeParams,
        body: startAttemptInputSchema.default({}),
        response: { 200: attemptViewSchema },
      },
    },
    (request) => simulator.start(currentUser(request), request.params.routeId, request.body.restart === true),
  );
  app.get(
    '/simulator/attempts/:attemptId',
    { schema: { tags, summary: 'Uno de mis intentos', params: attemptParams, response: { 200: attemptViewSchema } } },
    (request) => simulator.attempt(currentUser(request), request.params.attemptId),
  );
  app.post(
    '/simulator/attempts/:attemptId/answers',
    {
      schema: {
        tags,
        summary: 'Responder la situación actual: una opción o los valores que pide',
        params: attemptParams,
        body: answerInputSchema,
        response: { 200: answerResultSchema },
      },
    },
    (request) => simulator.answer(currentUser(request), request.params.attemptId, request.body),
  );
  app.get(
    '/simulator/attempts/:attemptId/debrief',
    {
      schema: {
        tags,
        summary: 'El resumen de un intento terminado: recorrido, puntaje, errores críticos y lo indicado',
        params: attemptParams,
        response: { 200: debriefSchema },
      },
    },
    (request) => simulator.debrief(currentUser(request), request.params.attemptId),
  );
  app.post(
    '/routes/:routeId/simulator/external-completion',
    {
      schema: {
        tags,
        summary: 'Registrar el resultado que informó el simulador externo desde el navegador',
        params: routeParams,
        body: externalCompletionInputSchema,
        response: { 200: attemptSummarySchema },
      },
    },
    (request) => simulator.externalCompletion(currentUser(request), request.params.routeId, request.body),
  );

  app.get(
    '/admin/routes/:routeId/simulator',
    { schema: { tags: adminTags, params: routeParams, response: { 200: adminScenarioSchema } } },
    (request) => admin.get(currentUser(request), request.params.routeId),
  );
  app.put(
    '/admin/routes/:routeId/simulator',
    {
      schema: {
        tags: adminTags,
        summary: 'Guardar el escenario de la ruta (se valida completo; con errores no se guarda nada)',
        params: routeParams,
        body: saveScenarioInputSchema,
        response: { 200: adminScenarioSchema },
      },
    },
    (request) => admin.save(currentUser(request), auditActor(request), request.params.routeId, request.body),
  );
  app.delete(
    '/admin/routes/:routeId/simulator',
    { schema: { tags: adminTags, params: routeParams } },
    async (request, reply) => {
      await admin.remove(currentUser(request), auditActor(request), request.params.routeId);
      return reply.code(204).send();
    },
  );
  app.post(
    '/admin/simulator/validate',
    {
      schema: {
        tags: adminTags,
        summary: 'Validar un escenario sin guardarlo y calcular su puntaje máximo',
        body: validateScenarioInputSchema,
        response: { 200: scenarioValidationSchema },
      },
    },
    (request) => admin.validate(request.body.definition),
  );
};
