import { adminRouteSchema, type UpdateRouteInput } from '@academia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { routePath, storeAdminRoute } from './get-admin-route';

export function updateRoute(id: string, input: UpdateRouteInput) {
  return apiFetch(routePath(id), { method: 'PATCH', body: input, schema: adminRouteSchema });
}

export function useUpdateRoute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRouteInput) => updateRoute(id, input),
    onSuccess: (route) => storeAdminRoute(queryClient, route),
  });
}
