import { adminRouteSchema, type AdminRoute } from '@academia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { routePath, storeAdminRoute } from './get-admin-route';
import { adminRouteKeys } from './query-keys';

export function reorderItems(routeId: string, itemIds: string[]) {
  return apiFetch(`${routePath(routeId)}/items/order`, {
    method: 'PUT',
    body: { itemIds },
    schema: adminRouteSchema,
  });
}

/** The route with its items in the order of `itemIds` (positions renumbered), as the server will return it. */
export function withItemOrder(route: AdminRoute, itemIds: readonly string[]): AdminRoute {
  const byId = new Map(route.items.map((item) => [item.id, item]));
  const items = itemIds.flatMap((id, index) => {
    const item = byId.get(id);
    return item ? [{ ...item, position: index + 1 }] : [];
  });
  return { ...route, items };
}

/**
 * Saves a new order optimistically: the list moves at once, and goes back (with the error) if the server refuses.
 * Only the answer to the latest move is stored, so quick successive moves never jump back to an older order.
 */
export function useReorderItems(routeId: string) {
  const queryClient = useQueryClient();
  const key = adminRouteKeys.detail(routeId);
  const mutationKey = [...key, 'order'];
  return useMutation({
    mutationKey,
    mutationFn: (itemIds: string[]) => reorderItems(routeId, itemIds),
    onMutate: async (itemIds) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<AdminRoute>(key);
      if (previous) queryClient.setQueryData(key, withItemOrder(previous, itemIds));
      return { previous };
    },
    onError: (_error, _itemIds, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
    onSuccess: (route) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) storeAdminRoute(queryClient, route);
    },
  });
}
