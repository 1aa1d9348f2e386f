import {
  adminScenarioSchema,
  type AdminScenario,
  type ScenarioDefinition,
  type ScenarioStatus,
} from '@academia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { simulatorKeys } from './simulator';

const adminPath = (routeId: string) => `/api/admin/routes/${encodeURIComponent(routeId)}/simulator`;

/** The route's scenario as the editor edits it, or null when the route has none yet (the server answers 404). */
export function useAdminScenario(routeId: string) {
  return useQuery({
    queryKey: simulatorKeys.admin(routeId),
    queryFn: async ({ signal }): Promise<AdminScenario | null> => {
      try {
        return await apiFetch(adminPath(routeId), { schema: adminScenarioSchema, signal });
      } catch (error) {
        if (isApiError(error) && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  });
}

export function useSaveScenario(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { definition: ScenarioDefinition; status: ScenarioStatus }) =>
      apiFetch(adminPath(routeId), { method: 'PUT', body, schema: adminScenarioSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(simulatorKeys.admin(routeId), saved);
      void queryClient.invalidateQueries({ queryKey: simulatorKeys.overview(routeId) });
    },
  });
}

export function useDeleteScenario(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(adminPath(routeId), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData(simulatorKeys.admin(routeId), null);
      void queryClient.invalidateQueries({ queryKey: simulatorKeys.overview(routeId) });
    },
  });
}
