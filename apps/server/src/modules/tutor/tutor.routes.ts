import {
  errorMessages,
  tutorAnswerSchema,
  tutorConversationListSchema,
  tutorConversationParamsSchema,
  tutorConversationSchema,
  tutorQuestionSchema,
  type TutorSource,
} from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin.js';
import { eventStream, wantsEventStream } from './sse.js';
import type { TutorService } from './tutor.service.js';

export const tutorRoutes: FastifyPluginAsyncZod<{ tutor: TutorService }> = async (app, { tutor }) => {
  app.post(
    '/query',
    {
      schema: {
        tags: ['tutor'],
        summary:
          'Pregunta al tutor. Con Accept: text/event-stream responde con los eventos sources, token y done; ' +
          'con Accept: application/json, con un objeto',
        body: tutorQuestionSchema,
      },
    },
    async (request, reply) => {
      const admitted = await tutor.admit(currentUser(request), request.body);
      if (!wantsEventStream(request.headers.accept)) {
        let sources: TutorSource[] = [];
        const answer = await tutor.answer(admitted, { sources: (list) => (sources = list), token: () => undefined });
        return reply.send(tutorAnswerSchema.parse({ ...answer, sources }));
      }
      const events = eventStream();
      // A client that goes away stops a model that is still writing. The response's `close` (not the request's,
      // which fires once the body has been read) comes before the end only when the connection dropped.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      tutor
        .answer(
          admitted,
          {
            sources: (sources) => events.send('sources', JSON.stringify(sources)),
            token: (text) => events.send('token', text),
          },
          gone.signal,
        )
        .then(
          (answer) =>
            events.send('done', JSON.stringify({ conversationId: answer.conversationId, declined: answer.declined })),
          (error: unknown) => {
            request.log.error({ err: error }, 'El tutor falló a mitad de una respuesta');
            events.send('error', JSON.stringify({ code: 'INTERNAL_ERROR', message: errorMessages.INTERNAL_ERROR }));
          },
        )
        .finally(() => events.end());
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(events.stream);
    },
  );
  app.get(
    '/tutor/conversations',
    {
      schema: {
        tags: ['tutor'],
        summary: 'Mis conversaciones con el tutor',
        response: { 200: tutorConversationListSchema },
      },
    },
    (request) => tutor.list(currentUser(request)),
  );
  app.get(
    '/tutor/conversations/:conversationId',
    {
      schema: {
        tags: ['tutor'],
        summary: 'Una de mis conversaciones con el tutor',
        params: tutorConversationParamsSchema,
        response: { 200: tutorConversationSchema },
      },
    },
    (request) => tutor.get(currentUser(request), request.params.conversationId),
  );
  app.delete(
    '/tutor/conversations/:conversationId',
    {
      schema: {
        tags: ['tutor'],
        summary: 'Borrar una de mis conversaciones con el tutor',
        params: tutorConversationParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await tutor.remove(currentUser(request), request.params.conversationId);
      return reply.code(204).send(null);
    },
  );
};
