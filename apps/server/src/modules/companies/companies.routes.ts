import {
  adminCompanySchema,
  companyInputSchema,
  companyListSchema,
  companyPeopleSchema,
  listCompaniesQuerySchema,
} from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../audit/audit-actor.js';
import { companyScope } from '../auth/auth.plugin.js';
import type { CompanyAdminService } from './company-admin.service.js';

const idParams = z.object({ id: z.string().max(64) });
const tags = ['admin: empresas'];

/**
 * Companies under /api/admin/companies. Reading is `staff` (a Responsable SST sees only their own company);
 * creating, editing, deactivating and reactivating are for the Superadministrador (decision 023).
 */
export const companiesRoutes: FastifyPluginAsyncZod<{ companyAdmin: CompanyAdminService }> = async (
  app,
  { companyAdmin },
) => {
  app.get(
    '/admin/companies',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Empresas con búsqueda por nombre o NIT, filtros y paginación',
        querystring: listCompaniesQuerySchema,
        response: { 200: companyListSchema },
      },
    },
    (request) => companyAdmin.list(companyScope(request), request.query),
  );
  app.get(
    '/admin/companies/:id',
    { config: { access: 'staff' }, schema: { tags, params: idParams, response: { 200: adminCompanySchema } } },
    (request) => companyAdmin.get(companyScope(request), request.params.id),
  );
  app.get(
    '/admin/companies/:id/people',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Personas activas de la empresa que pueden ser su responsable del SG-SST',
        params: idParams,
        response: { 200: companyPeopleSchema },
      },
    },
    (request) => companyAdmin.people(companyScope(request), request.params.id),
  );
  app.post(
    '/admin/companies',
    { schema: { tags, body: companyInputSchema, response: { 201: adminCompanySchema } } },
    async (request, reply) => reply.code(201).send(await companyAdmin.create(auditActor(request), request.body)),
  );
  app.put(
    '/admin/companies/:id',
    { schema: { tags, params: idParams, body: companyInputSchema, response: { 200: adminCompanySchema } } },
    (request) => companyAdmin.update(auditActor(request), request.params.id, request.body),
  );
  app.post(
    '/admin/companies/:id/deactivate',
    {
      schema: {
        tags,
        summary: 'Desactiva la empresa (sus personas no cambian)',
        params: idParams,
        response: { 200: adminCompanySchema },
      },
    },
    (request) => companyAdmin.setActive(auditActor(request), request.params.id, false),
  );
  app.post(
    '/admin/companies/:id/reactivate',
    { schema: { tags, params: idParams, response: { 200: adminCompanySchema } } },
    (request) => companyAdmin.setActive(auditActor(request), request.params.id, true),
  );
};
