import { dashboardQuerySchema, dashboardSchema } from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyScope } from '../auth/auth.plugin.js';
import type { DashboardService } from './dashboard.service.js';

/** The admin dashboard under /api/admin/dashboard (decision 039); a Responsable SST sees their own company. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get(
    '/admin/dashboard',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin: tablero'],
        summary: 'Indicadores del periodo frente al anterior, actividad semanal y rutas completadas',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    (request) => dashboard.dashboard(companyScope(request), request.query),
  );
};
