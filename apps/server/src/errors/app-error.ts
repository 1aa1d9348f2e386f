import { errorMessages, errorStatus, type ErrorCode } from '@academia/shared';

/**
 * The one error type the server throws on purpose. The error handler turns it into
 * `{ error: { code, message, details } }` with its status; anything else becomes a masked 500.
 */
export class AppError extends Error {
  /** The HTTP status, always the one `errorStatus` gives the code. */
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const unauthenticated = () => new AppError('UNAUTHENTICATED');
