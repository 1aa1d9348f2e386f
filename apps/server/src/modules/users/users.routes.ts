import { listUsersQuerySchema, userListSchema } from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsersService } from './users.service.js';

/** Admin user management. Everything under /api/admin is admin-only (enforced by the auth plugin). */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lista paginada de usuarios con búsqueda por nombre o correo',
        querystring: listUsersQuerySchema,
        response: { 200: userListSchema },
      },
    },
    (request) => users.list(request.query),
  );
};
