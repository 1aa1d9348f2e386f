import { adminRouteSchema, type RouteMetadataInput } from '@academia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeAdminRoute } from './get-admin-route';

/** Creates a draft; every field the admin did not give takes the server's default. */
export function createRoute(input: Partial<RouteMetadataInput>) {
  return apiFetch('/api/admin/routes', { method: 'POST', body: input, schema: adminRouteSchema });
}

export function useCreateRoute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRoute, onSuccess: (route) => storeAdminRoute(queryClient, route) });
}
