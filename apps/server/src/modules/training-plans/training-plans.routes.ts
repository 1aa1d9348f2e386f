import {
  assignablePeopleSchema,
  assignmentListSchema,
  assignmentOptionsSchema,
  assignmentSchema,
  compliancePageSchema,
  complianceQuerySchema,
  createAssignmentSchema,
  myAssignmentsSchema,
} from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../audit/audit-actor.js';
import { companyScope, currentUser } from '../auth/auth.plugin.js';
import { complianceCsv } from './training-plans.csv.js';
import type { TrainingPlanService } from './training-plans.service.js';

const tags = ['admin: plan de capacitación'];
// A Responsable SST manages their own company's plan: every admin route is `staff`, scoped by companyScope.
const staff = { access: 'staff' as const };
const idParams = z.object({ id: z.string().max(64) });
const exportQuery = complianceQuerySchema.omit({ page: true, pageSize: true });

/** Training plans under /api/admin/training-plans, and the learner's own assignments (decision 038). */
export const trainingPlansRoutes: FastifyPluginAsyncZod<{ plans: TrainingPlanService }> = async (app, { plans }) => {
  app.get(
    '/admin/training-plans/assignments',
    { config: staff, schema: { tags, summary: 'Asignaciones activas', response: { 200: assignmentListSchema } } },
    (request) => plans.list(companyScope(request)),
  );
  app.post(
    '/admin/training-plans/assignments',
    {
      config: staff,
      schema: { tags, summary: 'Asignar una ruta', body: createAssignmentSchema, response: { 201: assignmentSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await plans.create(companyScope(request), auditActor(request), request.body)),
  );
  app.delete(
    '/admin/training-plans/assignments/:id',
    { config: staff, schema: { tags, summary: 'Archivar una asignación', params: idParams } },
    async (request, reply) => {
      await plans.archive(companyScope(request), auditActor(request), request.params.id);
      return reply.code(204).send();
    },
  );
  app.get(
    '/admin/training-plans/options',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Rutas, empresas y cargos para el formulario',
        response: { 200: assignmentOptionsSchema },
      },
    },
    (request) => plans.options(companyScope(request)),
  );
  app.get(
    '/admin/training-plans/people',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Buscar aprendices por nombre, correo o documento',
        querystring: z.object({ q: z.string().max(120).default('') }),
        response: { 200: assignablePeopleSchema },
      },
    },
    (request) => plans.searchPeople(companyScope(request), request.query.q),
  );
  app.get(
    '/admin/training-plans/compliance',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Cumplimiento por empresa, ruta y persona',
        querystring: complianceQuerySchema,
        response: { 200: compliancePageSchema },
      },
    },
    (request) => {
      const { page, pageSize, ...filters } = request.query;
      return plans.compliance(companyScope(request), filters, { page, pageSize });
    },
  );
  app.get(
    '/admin/training-plans/compliance/export',
    {
      config: staff,
      schema: {
        tags,
        summary: 'El cumplimiento filtrado como CSV (UTF-8 con BOM, separado por punto y coma)',
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const rows = await plans.complianceRows(companyScope(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="plan-de-capacitacion.csv"')
        .header('cache-control', 'private, no-store')
        .send(complianceCsv(rows));
    },
  );
  app.get(
    '/training-plans/mine',
    {
      schema: {
        tags: ['rutas'],
        summary: 'Mis rutas asignadas, con su fecha límite',
        response: { 200: myAssignmentsSchema },
      },
    },
    (request) => plans.mine(currentUser(request)),
  );
};
