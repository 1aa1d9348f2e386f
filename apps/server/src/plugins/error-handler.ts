import { errorMessages, type FieldProblem } from '@academia/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.js';

/** Seconds a client waits after a 429 when the limit did not say (only framework 429s, none today). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

function send(reply: FastifyReply, error: AppError) {
  if (error.status === 429) {
    // Every 429 says when to come back, in the header clients and proxies read as well as in the body.
    const seconds = error.details?.retryAfterSeconds;
    reply.header('retry-after', String(typeof seconds === 'number' ? seconds : DEFAULT_RETRY_AFTER_SECONDS));
  }
  return reply.code(error.status).send({
    error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
  });
}

/** Turns `/body/email` into `email` so the web form can put the message under the right field. */
function fieldPath(instancePath: string, missingProperty: unknown): string {
  const base = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (typeof missingProperty === 'string') return base ? `${base}.${missingProperty}` : missingProperty;
  return base;
}

/**
 * The one error handler. AppError → its code and status; invalid input → 400 VALIDATION_FAILED with field problems;
 * known framework errors → their Spanish equivalent; anything else → logged with the request id, answered as a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldProblem[] = error.validation.map((problem) => ({
        path: fieldPath(problem.instancePath, problem.params.missingProperty),
        message: problem.message ?? 'El valor no es válido.',
      }));
      return send(reply, new AppError('VALIDATION_FAILED', undefined, { fields }));
    }

    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, new AppError('PAYLOAD_TOO_LARGE'));
    if (status === 429) return send(reply, new AppError('RATE_LIMITED'));
    if (status === 415) return send(reply, new AppError('UNSUPPORTED_MEDIA_TYPE'));
    if (status >= 400 && status < 500 && error.code?.startsWith('FST_ERR_CTP')) {
      return send(reply, new AppError('VALIDATION_FAILED', 'El cuerpo de la solicitud no es JSON válido.'));
    }
    if (status === 400 && error instanceof SyntaxError) {
      return send(reply, new AppError('VALIDATION_FAILED', 'El cuerpo de la solicitud no es JSON válido.'));
    }

    request.log.error({ err: error }, 'Error no controlado');
    return reply.code(500).send({ error: { code: 'INTERNAL_ERROR', message: errorMessages.INTERNAL_ERROR } });
  });
}
