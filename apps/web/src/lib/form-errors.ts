import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the field problems of a `VALIDATION_FAILED` answer under the matching form fields and focuses the first one.
 * Returns `true` when at least one field took a message, so the caller knows whether focus already moved.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  setFocus: UseFormSetFocus<T>,
): boolean {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return false;
  const messages = new Map(error.fieldProblems.map((problem) => [problem.path, problem.message]));
  let first: FieldPath<T> | null = null;
  // Walk the fields in form order so focus lands on the first one on screen.
  for (const field of fields) {
    const message = messages.get(field);
    if (message === undefined) continue;
    setError(field, { type: 'server', message });
    first ??= field;
  }
  if (first) setFocus(first);
  return first !== null;
}
