import { learnerHomeSchema, learnerProgressSchema } from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth.plugin.js';
import type { LearnerDashboardService } from './learner-dashboard.service.js';

/** The signed-in learner's home page and "Mi avance" data; nobody can ask for someone else's. */
export const learnerDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: LearnerDashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/learner/home',
    {
      schema: {
        tags: ['rutas'],
        summary: 'Mi inicio: continuar donde quedé, rutas en curso, asignadas y recomendadas',
        response: { 200: learnerHomeSchema },
      },
    },
    (request) => dashboard.home(currentUser(request)),
  );

  app.get(
    '/learner/progress',
    {
      schema: {
        tags: ['rutas'],
        summary: 'Mi avance: progreso, tiempo y puntajes por ruta, y contenidos completados por semana',
        response: { 200: learnerProgressSchema },
      },
    },
    (request) => dashboard.report(currentUser(request)),
  );
};
