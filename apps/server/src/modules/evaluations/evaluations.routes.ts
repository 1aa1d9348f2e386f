import {
  certificateListSchema,
  certificateVerificationSchema,
  continueEvaluationInputSchema,
  continueEvaluationResponseSchema,
  evaluationKindSchema,
  evaluationOverviewSchema,
  evaluationReviewSchema,
  startEvaluationInputSchema,
  startEvaluationResponseSchema,
} from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin.js';
import type { CertificateService } from './certificate.service.js';
import type { EvaluationOverviewService } from './evaluation-overview.service.js';
import type { EvaluationService } from './evaluation.service.js';

const tags = ['evaluaciones'];

/** The "AI-based flow" of the original product, backed by the adaptive test; plus certificates. */
export const evaluationsRoutes: FastifyPluginAsyncZod<{
  evaluations: EvaluationService;
  overview: EvaluationOverviewService;
  certificates: CertificateService;
}> = async (app, { evaluations, overview, certificates }) => {
  app.post(
    '/evaluations/start',
    { schema: { tags, body: startEvaluationInputSchema, response: { 200: startEvaluationResponseSchema } } },
    (request) => evaluations.start(currentUser(request), request.body.routeId, request.body.kind),
  );
  app.post(
    '/evaluations/:sessionId/continue',
    {
      schema: {
        tags,
        params: z.object({ sessionId: z.string().max(64) }),
        body: continueEvaluationInputSchema,
        response: { 200: continueEvaluationResponseSchema },
      },
    },
    (request) => evaluations.continue(currentUser(request), request.params.sessionId, request.body),
  );
  app.get(
    '/evaluations/:sessionId/review',
    {
      schema: {
        tags,
        summary: 'Revisión de una evaluación terminada: respuesta dada, respuesta correcta y explicación',
        params: z.object({ sessionId: z.string().max(64) }),
        response: { 200: evaluationReviewSchema },
      },
    },
    (request) => overview.review(currentUser(request), request.params.sessionId),
  );
  app.get(
    '/evaluations/overview',
    {
      schema: {
        tags,
        querystring: z.object({
          routeId: z.string().max(64),
          kind: evaluationKindSchema,
          userId: z.string().max(64).optional(),
        }),
        response: { 200: evaluationOverviewSchema },
      },
    },
    (request) =>
      overview.overview(currentUser(request), request.query.routeId, request.query.kind, request.query.userId),
  );

  app.get(
    '/certificates',
    { schema: { tags: ['certificados'], response: { 200: certificateListSchema } } },
    async (request) => ({ items: await certificates.mine(currentUser(request)) }),
  );
  app.get(
    '/certificates/:code/pdf',
    { schema: { tags: ['certificados'], params: z.object({ code: z.string().max(40) }) } },
    async (request, reply) => {
      const { fileName, bytes } = await certificates.pdf(currentUser(request), request.params.code);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
  app.get(
    '/public/certificates/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['certificados'],
        summary: 'Verificación pública de un certificado (sin iniciar sesión)',
        params: z.object({ code: z.string().max(40) }),
        response: { 200: certificateVerificationSchema },
      },
    },
    (request) => certificates.verify(request.params.code),
  );
};
