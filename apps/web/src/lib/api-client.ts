import { errorMessages, isErrorCode, type ErrorBody, type ErrorCode } from '@academia/shared';
import type { z } from 'zod';
import { ApiError, isApiError } from './api-error';
import { callApi } from './api-transport';

export { ApiError, isApiError } from './api-error';

export const NETWORK_ERROR_MESSAGE =
  'No hay conexión con el servidor. Revise su conexión a internet e inténtelo de nuevo.';

export interface ApiRequest<TSchema extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Parses the answer; without it the answer is ignored (use for 204). */
  schema?: TSchema;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a last progress report when the learner leaves). */
  keepalive?: boolean;
}

type ApiResult<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : undefined;

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL_ERROR';
}

function apiError(
  code: ErrorCode,
  status: number,
  details?: ErrorBody['error']['details'],
  serverMessage?: string,
): ApiError {
  // The server's Spanish sentence is the most specific one (it names the file, the step, the limit); the client's
  // text for the code covers answers without one. A 500 never carries details worth showing.
  const message = code !== 'INTERNAL_ERROR' && serverMessage ? serverMessage : errorMessages[code];
  return new ApiError(code, status, message, details, serverMessage);
}

/** The typed error of a failed answer (for callers that read the body themselves, such as a stream). */
export async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error = (body as Partial<ErrorBody> | null)?.error;
  if (error && isErrorCode(error.code)) {
    const serverMessage = typeof error.message === 'string' && error.message ? error.message : undefined;
    return apiError(error.code, response.status, error.details, serverMessage);
  }
  // Not our error shape (a proxy page, an HTML 502…): fall back on the status.
  return apiError(codeForStatus(response.status), response.status);
}

/**
 * Calls the API on the same origin with the session cookie, sends and reads JSON, and throws `ApiError` for every
 * failure: an error answer, no answer at all, or an answer that does not match `schema`.
 */
export async function apiFetch<TSchema extends z.ZodType | undefined = undefined>(
  path: string,
  { method = 'GET', body, schema, signal, keepalive }: ApiRequest<TSchema> = {},
): Promise<ApiResult<TSchema>> {
  let response: Response;
  try {
    response = await callApi(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('NETWORK_ERROR', 0, NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) throw await readError(response);
  if (!schema) return undefined as ApiResult<TSchema>;

  const json: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`La respuesta de ${method} ${path} no tiene la forma esperada.`, parsed.error.issues);
    throw apiError('INTERNAL_ERROR', response.status);
  }
  return parsed.data as ApiResult<TSchema>;
}

/** The message to show for any error, with the waiting time of `RATE_LIMITED` answers when the server gives it. */
export function errorMessageFor(error: unknown): string {
  if (!isApiError(error)) return errorMessages.INTERNAL_ERROR;
  const seconds = error.details?.retryAfterSeconds;
  if (error.code === 'RATE_LIMITED' && typeof seconds === 'number' && seconds > 0) {
    const minutes = Math.ceil(seconds / 60);
    const wait =
      seconds === 1
        ? '1 segundo'
        : seconds < 60
          ? `${seconds} segundos`
          : minutes === 1
            ? '1 minuto'
            : `${minutes} minutos`;
    return `Demasiados intentos. Espere ${wait} antes de volver a intentarlo.`;
  }
  return error.message;
}
