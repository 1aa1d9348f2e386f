import { errorMessages, type FieldProblem } from '@academia/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.js';

function send(reply: FastifyReply, error: AppError) {
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
