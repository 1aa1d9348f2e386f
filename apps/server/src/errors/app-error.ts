import { errorMessages, type ErrorCode } from '@academia/shared';

/**
 * The one error type the server throws on purpose. The error handler turns it into
 * `{ error: { code, message, details } }` with its status; anything else becomes a masked 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string = errorMessages[code],
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', 404, message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', 403, message);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 401);
