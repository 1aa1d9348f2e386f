/** Every cache key of the "Mi avance" page. */
export const myProgressKeys = {
  all: ['my-progress'] as const,
  report: () => ['my-progress', 'report'] as const,
};
