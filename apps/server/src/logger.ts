import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

export type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

/**
 * Paths pino blanks out in every log line. Request bodies are never logged, but a handler logging an object by
 * mistake must still not leak a password, a code, a token or a cookie.
 */
export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.code',
  '*.token',
  '*.captcha',
  'password',
  'code',
  'token',
];

/** Query parameters whose value never reaches a log line: one-time tokens and codes, and anything secret-looking. */
const SECRET_PARAMETER =
  /token|code|codigo|pass|pwd|secret|key|signature|^sig$|auth|session|cookie|otp|captcha|credential|hash|jwt|nonce/i;

function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The URL with the value of every secret-looking query parameter replaced by `[oculto]`, e.g.
 * `/reestablecer-contrasena?token=abc&x=1` → `/reestablecer-contrasena?token=[oculto]&x=1`. Paths stay as they are.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_PARAMETER.test(parameterName(name)) ? `${name}=[oculto]` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with the query string redacted (`redactUrl`). */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof request.headers['accept-version'] === 'string' ? request.headers['accept-version'] : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * What the request line says about a request: the route pattern (`/api/routes/:id`) rather than the URL, so no id,
 * token or query string reaches it; an unmatched request has no pattern and gives its path without the query.
 */
export function requestLogFields(request: FastifyRequest, reply: FastifyReply) {
  const url = request.routeOptions.url ?? request.url;
  const query = url.indexOf('?');
  return {
    method: request.method,
    route: query === -1 ? url : url.slice(0, query),
    statusCode: reply.statusCode,
    // Two decimals: requests take about a millisecond, and more digits are noise.
    responseTime: Math.round(reply.elapsedTime * 100) / 100,
  };
}

/**
 * One log line per request, written when the response has been sent, instead of Fastify's two ("incoming request",
 * which serializes the whole request, and "request completed"): half the lines, and less work, on every request
 * (issue 20, decision 042). The request id comes from the request's child logger (`reqId`). Unhandled errors keep
 * their own line from the error handler, with the same `reqId`.
 */
export class RequestLogController extends LogController {
  override incomingRequest() {
    // Nothing: the line is written once, in requestCompleted, when the status and the time are known.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) request.log.error({ ...requestLogFields(request, reply), err: error }, 'Solicitud fallida al responder');
    else request.log.info(requestLogFields(request, reply), 'Solicitud atendida');
  }

  override routeNotFound() {
    // Nothing: the request line already says 404, and Fastify's own line would carry the raw URL with its query.
  }
}
