import {
  errorMessages,
  isErrorCode,
  uploadSchema,
  type ErrorCode,
  type Upload,
  type UploadPurpose,
} from '@academia/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';

export interface UploadRequest {
  file: File;
  purpose: UploadPurpose;
  /** Called with 0–100 while the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_FILE_TYPE';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL_ERROR';
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The server's own message is kept here (unlike `apiFetch`): for uploads it says what was wrong with this file,
 * e.g. which types the purpose accepts or the size limit.
 */
function uploadError(status: number, text: string): ApiError {
  const error = (readJson(text) as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  if (error && isErrorCode(error.code)) {
    const message = typeof error.message === 'string' && error.message ? error.message : errorMessages[error.code];
    const details = typeof error.details === 'object' && error.details !== null ? error.details : undefined;
    return new ApiError(error.code, status, message, details as ApiError['details']);
  }
  const code = codeForStatus(status);
  return new ApiError(code, status, errorMessages[code]);
}

/**
 * Sends one file as `multipart/form-data` (field `file`). XMLHttpRequest instead of `fetch` because only it reports
 * upload progress. Same origin, so the session cookie goes along.
 */
export function uploadFile({ file, purpose, onProgress, signal }: UploadRequest): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', `/api/admin/uploads?purpose=${encodeURIComponent(purpose)}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      done();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(uploadError(xhr.status, xhr.responseText));
        return;
      }
      const parsed = uploadSchema.safeParse(readJson(xhr.responseText));
      if (parsed.success) resolve(parsed.data);
      else {
        console.error('La respuesta de la subida no tiene la forma esperada.', parsed.error.issues);
        reject(new ApiError('INTERNAL_ERROR', xhr.status, errorMessages.INTERNAL_ERROR));
      }
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError('NETWORK_ERROR', 0, NETWORK_ERROR_MESSAGE));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('Subida cancelada', 'AbortError'));
    });

    if (signal?.aborted) {
      reject(new DOMException('Subida cancelada', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', onAbort);
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
