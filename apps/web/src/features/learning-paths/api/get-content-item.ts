import { contentItemViewSchema } from '@academia/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { itemPath, routeKeys } from './query-keys';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

export function contentItemQueryOptions(routeId: string, itemId: string) {
  return queryOptions({
    queryKey: routeKeys.item(routeId, itemId),
    queryFn: ({ signal }) => apiFetch(itemPath(routeId, itemId), { schema: contentItemViewSchema, signal }),
    // The player reports progress itself; refetching on focus would only fight the scroll/seek restore.
    refetchOnWindowFocus: false,
  });
}

/** One content item as the player shows it; `403 STEP_LOCKED` while an earlier required item is pending. */
export function useContentItem(routeId: string, itemId: string) {
  return useDeferredQuery(contentItemQueryOptions(routeId, itemId));
}
