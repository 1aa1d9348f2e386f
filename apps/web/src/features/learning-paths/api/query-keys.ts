import type { QueryClient } from '@tanstack/react-query';

export interface CatalogFilters {
  q: string;
  category: string;
}

/** Every cache key of the learner's route pages, so a change in one place refreshes the others. */
export const routeKeys = {
  all: ['routes'] as const,
  catalogs: () => ['routes', 'catalog'] as const,
  catalog: (filters: CatalogFilters) => ['routes', 'catalog', filters] as const,
  detail: (routeId: string) => ['routes', 'detail', routeId] as const,
  items: () => ['routes', 'item'] as const,
  item: (routeId: string, itemId: string) => ['routes', 'item', routeId, itemId] as const,
};

/** The API path of one content item of a route. */
export function itemPath(routeId: string, itemId: string): string {
  return `/api/routes/${encodeURIComponent(routeId)}/items/${encodeURIComponent(itemId)}`;
}

/** After any progress change: the route page and the catalog show percentages derived from it. */
export function invalidateRouteProgress(queryClient: QueryClient, routeId: string): void {
  void queryClient.invalidateQueries({ queryKey: routeKeys.detail(routeId) });
  void queryClient.invalidateQueries({ queryKey: routeKeys.catalogs() });
}
