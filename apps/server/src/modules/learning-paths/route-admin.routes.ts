import {
  adminRouteListSchema,
  adminRouteSchema,
  assignRouteInputSchema,
  assignRouteResultSchema,
  grantAttemptResultSchema,
  routeEnrolmentListSchema,
  changeRouteStatusInputSchema,
  createRouteInputSchema,
  itemInputSchema,
  listAdminRoutesQuerySchema,
  markdownPreviewInputSchema,
  markdownPreviewSchema,
  reorderItemsInputSchema,
  updateRouteInputSchema,
} from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderMarkdown } from '../../infra/markdown/markdown.js';
import { auditActor } from '../audit/audit-actor.js';
import { companyScope } from '../auth/auth.plugin.js';
import type { RouteAdminService } from './route-admin.service.js';
import type { RouteEnrolmentsService } from './route-enrolments.service.js';

const idParams = z.object({ id: z.string().max(64) });
const itemParams = idParams.extend({ itemId: z.string().max(64) });
const tags = ['admin: rutas'];

/** Learning-route authoring and enrolments. Everything under /api/admin is admin-only (enforced by the auth plugin). */
export const routeAdminRoutes: FastifyPluginAsyncZod<{
  routeAdmin: RouteAdminService;
  routeEnrolments: RouteEnrolmentsService;
}> = async (app, { routeAdmin, routeEnrolments }) => {
  app.get(
    '/admin/routes',
    { schema: { tags, querystring: listAdminRoutesQuerySchema, response: { 200: adminRouteListSchema } } },
    (request) => routeAdmin.list(request.query),
  );
  app.post(
    '/admin/routes',
    { schema: { tags, body: createRouteInputSchema, response: { 201: adminRouteSchema } } },
    async (request, reply) => reply.code(201).send(await routeAdmin.create(request.body, auditActor(request))),
  );
  app.get('/admin/routes/:id', { schema: { tags, params: idParams, response: { 200: adminRouteSchema } } }, (request) =>
    routeAdmin.get(request.params.id),
  );
  app.patch(
    '/admin/routes/:id',
    { schema: { tags, params: idParams, body: updateRouteInputSchema, response: { 200: adminRouteSchema } } },
    (request) => routeAdmin.update(request.params.id, request.body, auditActor(request)),
  );
  app.post(
    '/admin/routes/:id/duplicate',
    { schema: { tags, params: idParams, response: { 201: adminRouteSchema } } },
    async (request, reply) => reply.code(201).send(await routeAdmin.duplicate(request.params.id, auditActor(request))),
  );
  app.post(
    '/admin/routes/:id/status',
    {
      schema: { tags, params: idParams, body: changeRouteStatusInputSchema, response: { 200: adminRouteSchema } },
    },
    (request) => routeAdmin.changeStatus(request.params.id, request.body.status, auditActor(request)),
  );
  app.post(
    '/admin/routes/:id/items',
    { schema: { tags, params: idParams, body: itemInputSchema, response: { 201: adminRouteSchema } } },
    async (request, reply) =>
      reply.code(201).send(await routeAdmin.addItem(request.params.id, request.body, auditActor(request))),
  );
  // Registered before `/items/:itemId` so "order" is never taken for an item id.
  app.put(
    '/admin/routes/:id/items/order',
    { schema: { tags, params: idParams, body: reorderItemsInputSchema, response: { 200: adminRouteSchema } } },
    (request) => routeAdmin.reorder(request.params.id, request.body.itemIds, auditActor(request)),
  );
  app.put(
    '/admin/routes/:id/items/:itemId',
    { schema: { tags, params: itemParams, body: itemInputSchema, response: { 200: adminRouteSchema } } },
    (request) => routeAdmin.updateItem(request.params.id, request.params.itemId, request.body, auditActor(request)),
  );
  app.delete(
    '/admin/routes/:id/items/:itemId',
    { schema: { tags, params: itemParams, response: { 200: adminRouteSchema } } },
    (request) => routeAdmin.deleteItem(request.params.id, request.params.itemId, auditActor(request)),
  );
  app.get(
    '/admin/routes/:id/enrolments',
    { schema: { tags, params: idParams, response: { 200: routeEnrolmentListSchema } } },
    (request) => routeEnrolments.enrolments(request.params.id),
  );
  app.post(
    '/admin/routes/:id/enrolments',
    { schema: { tags, params: idParams, body: assignRouteInputSchema, response: { 200: assignRouteResultSchema } } },
    (request) => routeEnrolments.assign(request.params.id, request.body.userIds, auditActor(request)),
  );
  // Staff route (decision 022): a Responsable SST may grant an attempt to a learner of their own company only;
  // the service answers 404 for anyone else.
  app.post(
    '/admin/routes/:id/enrolments/:userId/attempts',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Conceder un intento más de la evaluación final a una persona que usó todos los suyos',
        params: idParams.extend({ userId: z.string().max(64) }),
        response: { 200: grantAttemptResultSchema },
      },
    },
    (request) =>
      routeEnrolments.grantAttempt(
        companyScope(request),
        request.params.id,
        request.params.userId,
        auditActor(request),
      ),
  );
  app.post(
    '/admin/markdown/preview',
    { schema: { tags, body: markdownPreviewInputSchema, response: { 200: markdownPreviewSchema } } },
    (request) => ({ html: renderMarkdown(request.body.markdown) }),
  );
};
