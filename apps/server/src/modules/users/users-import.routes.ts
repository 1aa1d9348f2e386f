import {
  USER_IMPORT_MAX_BASE64,
  userImportCommitInputSchema,
  userImportInputSchema,
  userImportPreviewSchema,
  userImportResultSchema,
} from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../audit/audit-actor.js';
import { companyScope } from '../auth/auth.plugin.js';
import type { UsersImportService } from './users-import.service.js';

/** The file arrives as base64 in JSON, a third larger than the file: room for the largest file the schema takes. */
const bodyLimit = USER_IMPORT_MAX_BASE64 + 64 * 1024;

/** People CSV import for Superadministrador and Responsable SST (limited to their company by the service). */
export const usersImportRoutes: FastifyPluginAsyncZod<{ usersImport: UsersImportService }> = async (
  app,
  { usersImport },
) => {
  app.post(
    '/admin/users/import/preview',
    {
      config: { access: 'staff' },
      bodyLimit,
      schema: {
        tags: ['admin'],
        summary: 'Vista previa de la importación de personas desde CSV: qué hará cada fila',
        body: userImportInputSchema,
        response: { 200: userImportPreviewSchema },
      },
    },
    (request) => usersImport.preview(Buffer.from(request.body.fileBase64, 'base64'), companyScope(request)),
  );

  app.post(
    '/admin/users/import/commit',
    {
      config: { access: 'staff' },
      bodyLimit,
      schema: {
        tags: ['admin'],
        summary: 'Importa personas desde CSV; sin cambios si alguna fila tiene errores',
        body: userImportCommitInputSchema,
        response: { 200: userImportResultSchema },
      },
    },
    (request) =>
      usersImport.commit(Buffer.from(request.body.fileBase64, 'base64'), companyScope(request), auditActor(request), {
        sendInvitations: request.body.sendInvitations,
      }),
  );
};
