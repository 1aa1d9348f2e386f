import { adminRouteSchema, type itemInputSchema } from '@academia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { routePath, storeAdminRoute } from './get-admin-route';

/** What the item form sends: the shared union after parsing (defaults applied). */
export type ItemValues = z.output<typeof itemInputSchema>;

function itemPath(routeId: string, itemId: string): string {
  return `${routePath(routeId)}/items/${encodeURIComponent(itemId)}`;
}

export interface SaveItemVariables {
  /** Absent for a new item. */
  itemId?: string;
  values: ItemValues;
}

export function saveItem(routeId: string, { itemId, values }: SaveItemVariables) {
  return itemId
    ? apiFetch(itemPath(routeId, itemId), { method: 'PUT', body: values, schema: adminRouteSchema })
    : apiFetch(`${routePath(routeId)}/items`, { method: 'POST', body: values, schema: adminRouteSchema });
}

export function useSaveItem(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveItemVariables) => saveItem(routeId, variables),
    onSuccess: (route) => storeAdminRoute(queryClient, route),
  });
}

export function deleteItem(routeId: string, itemId: string) {
  return apiFetch(itemPath(routeId, itemId), { method: 'DELETE', schema: adminRouteSchema });
}

export function useDeleteItem(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => deleteItem(routeId, itemId),
    onSuccess: (route) => storeAdminRoute(queryClient, route),
  });
}
