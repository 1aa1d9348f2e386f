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
  /**
   * The message the server wrote, when it sent one. `message` stays the client's text for the code; a page may
   * prefer this one when the server says something more specific (`STEP_LOCKED` names the step that unlocks it).
   */
  readonly serverMessage: string | undefined;

  constructor(code: ApiErrorCode, status: number, message: string, details?: ApiErrorDetails, serverMessage?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
    this.serverMessage = serverMessage;
  }

  /** Field problems of a `VALIDATION_FAILED` answer (empty otherwise). */
  get fieldProblems(): FieldProblem[] {
    return Array.isArray(this.details?.fields) ? this.details.fields : [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
