import type { ErrorBody, ErrorCode, FieldProblem } from '@academia/shared';

/** `NETWORK_ERROR` never comes from the server: the request did not reach it or its answer did not reach us. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

export type ApiErrorDetails = NonNullable<ErrorBody['error']['details']>;

/**
 * What every failed API call throws: a stable code, the HTTP status (0 without an answer) and the Spanish message
 * to show. Kept apart from `api-client` so the first script can recognise API errors without the shared schemas.
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly details: ApiErrorDetails | undefined;

  constructor(code: ApiErrorCode, status: number, message: string, details?: ApiErrorDetails) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }

  /** Field problems of a `VALIDATION_FAILED` answer (empty otherwise). */
  get fieldProblems(): FieldProblem[] {
    return Array.isArray(this.details?.fields) ? this.details.fields : [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
