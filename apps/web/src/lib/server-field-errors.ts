import { ApiError, isApiError } from './api-client';

/**
 * The same error with each field path shortened to the first of `fields` it starts with, so a problem the server
 * reports deep inside a value ("objectives.3") lands under the form field that holds it ("objectives").
 */
export function withFieldPathsIn(error: unknown, fields: readonly string[]): unknown {
  if (!isApiError(error) || error.fieldProblems.length === 0) return error;
  const longestFirst = [...fields].sort((a, b) => b.length - a.length);
  const problems = error.fieldProblems.map((problem) => {
    const field = longestFirst.find((name) => problem.path === name || problem.path.startsWith(`${name}.`));
    return field ? { ...problem, path: field } : problem;
  });
  return new ApiError(error.code, error.status, error.message, { ...error.details, fields: problems });
}
