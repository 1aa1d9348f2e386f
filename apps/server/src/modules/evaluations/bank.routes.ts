import {
  adminBankItemSchema,
  adminItemFamiliesSchema,
  adminBankSchema,
  bankImportInputSchema,
  bankImportResultSchema,
  bankItemInputSchema,
  calibrationResultSchema,
  retireFamilyResultSchema,
} from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../audit/audit-actor.js';
import type { BankService } from './bank.service.js';

const params = z.object({ id: z.string().max(64) });
const itemParams = params.extend({ itemId: z.string().max(64) });
const familyParams = params.extend({ familyId: z.string().max(120) });
const tags = ['admin: banco de preguntas'];

/** A route's item bank. Everything under /api/admin is admin-only (enforced by the auth plugin). */
export const bankRoutes: FastifyPluginAsyncZod<{ bank: BankService }> = async (app, { bank }) => {
  app.get('/admin/routes/:id/bank', { schema: { tags, params, response: { 200: adminBankSchema } } }, (request) =>
    bank.list(request.params.id),
  );
  app.post(
    '/admin/routes/:id/bank',
    { schema: { tags, params, body: bankItemInputSchema, response: { 201: adminBankItemSchema } } },
    async (request, reply) =>
      reply.code(201).send(await bank.create(request.params.id, request.body, auditActor(request))),
  );
  app.post(
    '/admin/routes/:id/bank/import',
    { schema: { tags, params, body: bankImportInputSchema, response: { 200: bankImportResultSchema } } },
    (request) => bank.importCsv(request.params.id, request.body.csv, auditActor(request)),
  );
  app.post(
    '/admin/routes/:id/bank/calibrate',
    { schema: { tags, params, response: { 200: calibrationResultSchema } } },
    (request) => bank.calibrate(request.params.id, auditActor(request)),
  );
  app.get(
    '/admin/routes/:id/bank/families',
    { schema: { tags, params, response: { 200: adminItemFamiliesSchema } } },
    (request) => bank.families(request.params.id),
  );
  app.post(
    '/admin/routes/:id/bank/families/:familyId/retire',
    { schema: { tags, params: familyParams, response: { 200: retireFamilyResultSchema } } },
    (request) => bank.retireFamily(request.params.id, request.params.familyId, auditActor(request)),
  );
  app.put(
    '/admin/routes/:id/bank/:itemId',
    { schema: { tags, params: itemParams, body: bankItemInputSchema, response: { 200: adminBankItemSchema } } },
    (request) => bank.update(request.params.id, request.params.itemId, request.body, auditActor(request)),
  );
  app.post(
    '/admin/routes/:id/bank/:itemId/retire',
    { schema: { tags, params: itemParams, response: { 200: adminBankItemSchema } } },
    (request) => bank.setStatus(request.params.id, request.params.itemId, 'retired', auditActor(request)),
  );
  app.post(
    '/admin/routes/:id/bank/:itemId/restore',
    { schema: { tags, params: itemParams, response: { 200: adminBankItemSchema } } },
    (request) => bank.setStatus(request.params.id, request.params.itemId, 'active', auditActor(request)),
  );
};
