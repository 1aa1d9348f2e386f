/** Every cache key of the "Mi avance" page. */
export const myProgressKeys = {
  all: ['my-progress'] as const,
  routes: () => ['my-progress', 'routes'] as const,
  certificates: () => ['my-progress', 'certificates'] as const,
};
