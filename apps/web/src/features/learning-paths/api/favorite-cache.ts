import type { ContentItemView, RouteCatalog, RouteDetail } from '@academia/shared';
import type { FavoriteCache } from '../../../lib/use-toggle-favorite';
import { routeKeys } from './query-keys';

/** The hearts of routes and content items: in the catalog, a route's page and a content page. */
export const routeFavoriteCache: FavoriteCache = {
  queryKey: routeKeys.all,
  apply: (queryClient, { kind, targetId, favorite }) => {
    if (kind === 'route') {
      queryClient.setQueriesData<RouteCatalog>({ queryKey: routeKeys.catalogs() }, (old) =>
        old ? { ...old, items: old.items.map((card) => (card.id === targetId ? { ...card, favorite } : card)) } : old,
      );
      queryClient.setQueryData<RouteDetail>(routeKeys.detail(targetId), (old) => (old ? { ...old, favorite } : old));
    } else {
      queryClient.setQueriesData<ContentItemView>({ queryKey: routeKeys.items() }, (old) =>
        old && old.id === targetId ? { ...old, favorite } : old,
      );
    }
  },
};
