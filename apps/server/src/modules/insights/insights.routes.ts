import {
  atRiskSchema,
  funnelSchema,
  insightExports,
  insightQuerySchema,
  insightRoutesSchema,
  insightGainSchema,
  reminderInputSchema,
  reminderResultSchema,
  routeInsightSchema,
  weakTopicsSchema,
} from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { auditActor } from '../audit/audit-actor.js';
import { companyScope } from '../auth/auth.plugin.js';
import { insightCsv } from './insights-export.js';
import type { InsightsService } from './insights.service.js';

const tags = ['admin: Analítica'];
// A Responsable SST sees their own company's numbers: every route is `staff`, scoped by companyScope.
const staff = { access: 'staff' as const };
const id = z.string().min(1).max(64);

/** The Insight Hub's panels under /api/admin/insights (decision 040). */
export const insightsRoutes: FastifyPluginAsyncZod<{ insights: InsightsService }> = async (app, { insights }) => {
  app.get(
    '/admin/insights/routes',
    { config: staff, schema: { tags, summary: 'Rutas con analítica', response: { 200: insightRoutesSchema } } },
    async (request) => {
      companyScope(request);
      return insights.routes();
    },
  );
  app.get(
    '/admin/insights/funnel',
    {
      config: staff,
      schema: { tags, summary: 'Embudo de una ruta', querystring: insightQuerySchema, response: { 200: funnelSchema } },
    },
    (request) => insights.funnel(companyScope(request), request.query),
  );
  app.get(
    '/admin/insights/gain',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Ganancia de aprendizaje',
        querystring: insightQuerySchema,
        response: { 200: insightGainSchema },
      },
    },
    (request) => insights.learningGain(companyScope(request), request.query),
  );
  app.get(
    '/admin/insights/weak-topics',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Temas con menor dominio',
        querystring: insightQuerySchema,
        response: { 200: weakTopicsSchema },
      },
    },
    (request) => insights.weakTopics(companyScope(request), request.query),
  );
  app.get(
    '/admin/insights/at-risk',
    {
      config: staff,
      schema: { tags, summary: 'Personas en riesgo', querystring: insightQuerySchema, response: { 200: atRiskSchema } },
    },
    (request) => insights.atRisk(companyScope(request), request.query),
  );
  app.post(
    '/admin/insights/at-risk/:userId/reminder',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Enviar un recordatorio por correo (uno por persona y ruta al día)',
        params: z.object({ userId: id }),
        body: reminderInputSchema,
        response: { 200: reminderResultSchema },
      },
    },
    (request) =>
      insights.remind(companyScope(request), auditActor(request), request.params.userId, request.body.routeId),
  );
  app.get(
    '/admin/insights/routes/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Detalle de una ruta',
        params: z.object({ id }),
        querystring: insightQuerySchema,
        response: { 200: routeInsightSchema },
      },
    },
    (request) => insights.routeInsight(companyScope(request), request.params.id, request.query),
  );
  app.get(
    '/admin/insights/export/:table',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Una tabla en CSV (UTF-8 con BOM, separada por «;»)',
        params: z.object({ table: z.string().max(40) }),
        querystring: insightQuerySchema,
      },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      const table = insightExports.find((name) => `${name}.csv` === request.params.table);
      if (!table) throw new AppError('NOT_FOUND', 'No existe esa tabla para exportar.');
      if (table.startsWith('route-') && !request.query.routeId) {
        throw new AppError('VALIDATION_FAILED', 'Elija una ruta para exportar su detalle.');
      }
      const body = await insightCsv(insights, scope, table, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="analitica-${table}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
