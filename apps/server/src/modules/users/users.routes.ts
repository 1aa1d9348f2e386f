import {
  acceptInvitationInputSchema,
  adminUserDetailSchema,
  adminUserSchema,
  companyOptionListSchema,
  createUserInputSchema,
  listUsersQuerySchema,
  messageResponseSchema,
  updateUserInputSchema,
  userFiltersSchema,
  userListSchema,
} from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyScope } from '../auth/auth.plugin.js';
import { auditActor } from '../audit/audit-actor.js';
import type { InvitationsService } from './invitations.service.js';
import type { UserAdminService } from './user-admin.service.js';
import type { UserDirectoryService } from './user-directory.service.js';

/** Staff routes: a `Responsable SST` gets in too, limited to their company by `companyScope` in every service call. */
const staff = { access: 'staff' } as const;
const idParams = z.object({ id: z.string().max(60) });

/**
 * People in the admin area (`/admin/usuarios`) and the public end of an invitation. Every admin route is open to
 * the `Responsable SST` too; the services keep them to the learners of their own company.
 */
export const usersRoutes: FastifyPluginAsyncZod<{
  directory: UserDirectoryService;
  admin: UserAdminService;
  invitations: InvitationsService;
}> = async (app, { directory, admin, invitations }) => {
  app.get(
    '/admin/users',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Lista paginada de usuarios con búsqueda y filtros por empresa, perfil y estado',
        querystring: listUsersQuerySchema,
        response: { 200: userListSchema },
      },
    },
    (request) => directory.list(companyScope(request), request.query),
  );

  app.get(
    '/admin/users/export',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'La lista filtrada como CSV (UTF-8 con BOM, separado por punto y coma)',
        querystring: userFiltersSchema,
      },
    },
    async (request, reply) => {
      const csv = await directory.exportCsv(companyScope(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="usuarios.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/admin/users/company-options',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Empresas a las que quien administra puede asignar personas',
        response: { 200: companyOptionListSchema },
      },
    },
    async (request) => ({ items: await directory.companyOptions(companyScope(request)) }),
  );

  app.get(
    '/admin/users/:id',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Una persona: su cuenta, su avance por ruta y sus certificados',
        params: idParams,
        response: { 200: adminUserDetailSchema },
      },
    },
    (request) => directory.detail(companyScope(request), request.params.id),
  );

  app.post(
    '/admin/users',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Crear una persona y enviarle la invitación para elegir su contraseña',
        body: createUserInputSchema,
        response: { 201: adminUserSchema },
      },
    },
    async (request, reply) => {
      const user = await admin.create(companyScope(request), auditActor(request), request.body);
      return reply.code(201).send(user);
    },
  );

  app.patch(
    '/admin/users/:id',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Editar nombre, correo, documento, cargo, empresa o perfil',
        params: idParams,
        body: updateUserInputSchema,
        response: { 200: adminUserSchema },
      },
    },
    (request) => admin.update(companyScope(request), auditActor(request), request.params.id, request.body),
  );

  app.post(
    '/admin/users/:id/deactivate',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Desactivar la cuenta (cierra todas sus sesiones)',
        params: idParams,
        response: { 200: adminUserSchema },
      },
    },
    (request) => admin.deactivate(companyScope(request), auditActor(request), request.params.id),
  );

  app.post(
    '/admin/users/:id/reactivate',
    {
      config: staff,
      schema: { tags: ['admin'], summary: 'Reactivar la cuenta', params: idParams, response: { 200: adminUserSchema } },
    },
    (request) => admin.reactivate(companyScope(request), auditActor(request), request.params.id),
  );

  app.post(
    '/admin/users/:id/invitation',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Reenviar la invitación (los enlaces anteriores dejan de servir)',
        params: idParams,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await admin.invite(companyScope(request), auditActor(request), request.params.id);
      return reply.code(202).send({ message: 'Enviamos una nueva invitación por correo.' });
    },
  );

  app.post(
    '/admin/users/:id/password-reset',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Enviar a la persona un código y un enlace para restablecer su contraseña',
        params: idParams,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await admin.sendPasswordReset(companyScope(request), auditActor(request), request.params.id);
      return reply.code(202).send({ message: 'Enviamos por correo un código para restablecer la contraseña.' });
    },
  );

  app.post(
    '/auth/invitation/accept',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Activar una cuenta invitada eligiendo la contraseña',
        body: acceptInvitationInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      message: await invitations.accept(request.body.token, request.body.password, request.ip),
    }),
  );
};
