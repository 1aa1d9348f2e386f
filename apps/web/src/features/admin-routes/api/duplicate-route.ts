import { adminRouteSchema } from '@academia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { routePath, storeAdminRoute } from './get-admin-route';

/** The copy is a draft titled "Copia de …", with the same content items. */
export function duplicateRoute(id: string) {
  return apiFetch(`${routePath(id)}/duplicate`, { method: 'POST', schema: adminRouteSchema });
}

export function useDuplicateRoute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateRoute, onSuccess: (route) => storeAdminRoute(queryClient, route) });
}
