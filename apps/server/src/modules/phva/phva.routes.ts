import {
  actionInputSchema,
  actionRouteSchema,
  assessmentInputSchema,
  createCycleSchema,
  cycleDetailSchema,
  cycleListSchema,
  cyclePlanSchema,
  phaseChangeSchema,
  trainingRecordsSchema,
  phvaTrainingPlanSchema,
} from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { auditActor } from '../audit/audit-actor.js';
import { companyScope } from '../auth/auth.plugin.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { PhvaActionsService } from './phva-actions.service.js';
import type { PhvaReportService } from './phva-report.service.js';
import type { PhvaService } from './phva.service.js';

const id = z.string().max(64);
const cycleParams = z.object({ id });
const codeParams = z.object({ id, code: z.string().max(16) });
const actionParams = z.object({ id, actionId: id });
const fileParams = z.object({ id, fileId: id });
const tags = ['admin: evaluación PHVA'];
// A Responsable SST works on their own company's cycles: every route is `staff`, scoped by companyScope.
const staff = { access: 'staff' as const };

function pdfReply(fileName: string) {
  return {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
  };
}

/** What an evidence file must be, from its name: a PDF, a spreadsheet, or otherwise an image. */
function evidencePurposeOf(fileName: string): 'pdf' | 'spreadsheet' | 'image' {
  if (/\.pdf$/i.test(fileName)) return 'pdf';
  if (/\.(xlsx|ods|csv)$/i.test(fileName)) return 'spreadsheet';
  return 'image';
}

/** The PHVA self-evaluation under /api/admin/phva (decision 035). */
export const phvaRoutes: FastifyPluginAsyncZod<{
  phva: PhvaService;
  actions: PhvaActionsService;
  reports: PhvaReportService;
  uploads: UploadsService;
}> = async (app, { phva, actions, reports, uploads }) => {
  app.get(
    '/admin/phva/cycles',
    { config: staff, schema: { tags, summary: 'Ciclos de evaluación', response: { 200: cycleListSchema } } },
    (request) => phva.list(companyScope(request)),
  );
  app.post(
    '/admin/phva/cycles',
    { config: staff, schema: { tags, body: createCycleSchema, response: { 201: cycleDetailSchema } } },
    async (request, reply) =>
      reply.code(201).send(await phva.create(companyScope(request), auditActor(request), request.body)),
  );
  app.get(
    '/admin/phva/cycles/:id',
    { config: staff, schema: { tags, params: cycleParams, response: { 200: cycleDetailSchema } } },
    (request) => phva.detail(companyScope(request), request.params.id),
  );
  app.put(
    '/admin/phva/cycles/:id/plan',
    {
      config: staff,
      schema: { tags, params: cycleParams, body: cyclePlanSchema, response: { 200: cycleDetailSchema } },
    },
    (request) => phva.savePlan(companyScope(request), auditActor(request), request.params.id, request.body),
  );
  app.put(
    '/admin/phva/cycles/:id/assessments/:code',
    {
      config: staff,
      schema: { tags, params: codeParams, body: assessmentInputSchema, response: { 200: cycleDetailSchema } },
    },
    (request) =>
      phva.saveAssessment(
        companyScope(request),
        auditActor(request),
        request.params.id,
        request.params.code,
        request.body,
      ),
  );
  app.post(
    '/admin/phva/cycles/:id/assessments/:code/evidence',
    {
      config: { ...staff, multipart: true },
      schema: {
        tags,
        summary: 'Adjuntar una evidencia (PDF, imagen u hoja de cálculo, campo «file»)',
        params: codeParams,
        response: { 201: cycleDetailSchema },
      },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      const actor = auditActor(request);
      if (!request.isMultipart()) {
        throw new AppError('VALIDATION_FAILED', 'Envíe el archivo como formulario (multipart/form-data).');
      }
      const detail = await phva.addEvidence(scope, actor, request.params.id, request.params.code, async () => {
        // The largest of the limits: which one applies is known only from the file's name and bytes.
        const { pdf, image, spreadsheet } = uploads.limits;
        const first = await request.file({ limits: { fileSize: Math.max(pdf, image, spreadsheet), files: 1 } });
        if (!first) throw new AppError('VALIDATION_FAILED', 'No recibimos ningún archivo.');
        // The same rules as a route's files: the name says which kind to expect, and the bytes must agree.
        const purpose = evidencePurposeOf(first.filename);
        const stored = await uploads.store({
          purpose,
          stream: first.file,
          fileName: first.filename,
          actor,
          truncated: () => first.file.truncated,
        });
        return { id: stored.id, name: stored.name };
      });
      return reply.code(201).send(detail);
    },
  );
  app.post(
    '/admin/phva/cycles/:id/assessments/:code/training-records',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Adjuntar como evidencia la lista en PDF de quién completó qué ruta',
        params: codeParams,
        response: { 201: cycleDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await reports.attachTrainingRecords(
            companyScope(request),
            auditActor(request),
            request.params.id,
            request.params.code,
          ),
        ),
  );
  app.get(
    '/admin/phva/cycles/:id/evidence/:fileId',
    { config: staff, schema: { tags, params: fileParams } },
    async (request, reply) => {
      const { file, size, stream } = await phva.openEvidence(
        companyScope(request),
        request.params.id,
        request.params.fileId,
      );
      const ascii =
        file.originalName
          .normalize('NFD')
          .replace(/[^\x20-\x7e]/g, '')
          .replace(/["\\]/g, '') || 'archivo';
      return reply
        .header('content-type', file.mime)
        .header('content-length', size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
        )
        .send(stream);
    },
  );
  app.delete(
    '/admin/phva/cycles/:id/evidence/:fileId',
    { config: staff, schema: { tags, params: fileParams, response: { 200: cycleDetailSchema } } },
    (request) =>
      phva.removeEvidence(companyScope(request), auditActor(request), request.params.id, request.params.fileId),
  );
  app.get(
    '/admin/phva/cycles/:id/training-records',
    { config: staff, schema: { tags, params: cycleParams, response: { 200: trainingRecordsSchema } } },
    (request) => actions.trainingRecords(companyScope(request), request.params.id),
  );
  app.get(
    '/admin/phva/cycles/:id/training-plan',
    { config: staff, schema: { tags, params: cycleParams, response: { 200: phvaTrainingPlanSchema } } },
    (request) => actions.trainingPlan(companyScope(request), request.params.id),
  );
  app.post(
    '/admin/phva/cycles/:id/phase',
    {
      config: staff,
      schema: { tags, params: cycleParams, body: phaseChangeSchema, response: { 200: cycleDetailSchema } },
    },
    (request) => phva.changePhase(companyScope(request), auditActor(request), request.params.id, request.body.phase),
  );
  app.post(
    '/admin/phva/cycles/:id/close',
    { config: staff, schema: { tags, params: cycleParams, response: { 200: cycleDetailSchema } } },
    (request) => phva.close(companyScope(request), auditActor(request), request.params.id),
  );
  app.post(
    '/admin/phva/cycles/:id/actions',
    {
      config: staff,
      schema: { tags, params: cycleParams, body: actionInputSchema, response: { 201: cycleDetailSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await actions.create(companyScope(request), auditActor(request), request.params.id, request.body)),
  );
  app.put(
    '/admin/phva/cycles/:id/actions/:actionId',
    {
      config: staff,
      schema: { tags, params: actionParams, body: actionInputSchema, response: { 200: cycleDetailSchema } },
    },
    (request) =>
      actions.update(
        companyScope(request),
        auditActor(request),
        request.params.id,
        request.params.actionId,
        request.body,
      ),
  );
  app.post(
    '/admin/phva/cycles/:id/actions/:actionId/route',
    {
      config: staff,
      schema: { tags, params: actionParams, body: actionRouteSchema, response: { 200: cycleDetailSchema } },
    },
    (request) =>
      actions.assignRoute(
        companyScope(request),
        auditActor(request),
        request.params.id,
        request.params.actionId,
        request.body,
      ),
  );
  app.get(
    '/admin/phva/routes',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Rutas publicadas que se pueden asignar como acción de formación',
        response: { 200: z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })) }) },
      },
    },
    async (request) => {
      companyScope(request);
      return { items: await reports.publishedRoutes() };
    },
  );
  app.get(
    '/admin/phva/cycles/:id/report.pdf',
    { config: staff, schema: { tags, summary: 'Informe del ciclo en PDF', params: cycleParams } },
    async (request, reply) => {
      const { fileName, bytes } = await reports.cycleReport(companyScope(request), request.params.id);
      return reply.headers(pdfReply(fileName)).send(bytes);
    },
  );
};
