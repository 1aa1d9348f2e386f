import { auditActionLabels, auditActionListSchema, auditListSchema, listAuditQuerySchema } from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from './audit.service.js';

const tags = ['admin: auditoría'];

/**
 * The audit log, read-only: there is deliberately no route that creates, edits or deletes an entry (entries are
 * written by the services, in the transaction of each change). Superadministrador only, the /api/admin default.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary: 'Registro de auditoría, del más reciente al más antiguo',
        querystring: listAuditQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    (request) => audit.list(request.query),
  );
  app.get(
    '/admin/audit/actions',
    { schema: { tags, summary: 'Acciones que registra la auditoría', response: { 200: auditActionListSchema } } },
    () => ({ items: Object.entries(auditActionLabels).map(([code, label]) => ({ code, label })) }),
  );
};
