import type { FastifyBaseLogger } from 'fastify';

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
