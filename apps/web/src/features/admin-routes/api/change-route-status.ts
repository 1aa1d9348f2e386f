import { adminRouteSchema, type RouteStatus } from '@academia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { routePath, storeAdminRoute } from './get-admin-route';

export interface ChangeStatusVariables {
  id: string;
  status: RouteStatus;
}

export function changeRouteStatus({ id, status }: ChangeStatusVariables) {
  return apiFetch(`${routePath(id)}/status`, { method: 'POST', body: { status }, schema: adminRouteSchema });
}

export function useChangeRouteStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRouteStatus, onSuccess: (route) => storeAdminRoute(queryClient, route) });
}

/** The reasons a `409 ROUTE_NOT_PUBLISHABLE` answer gives (Spanish sentences from the server), or none. */
export function publishProblems(error: unknown): string[] {
  if (!isApiError(error) || error.code !== 'ROUTE_NOT_PUBLISHABLE') return [];
  const problems = error.details?.problems;
  return Array.isArray(problems) ? problems.filter((problem): problem is string => typeof problem === 'string') : [];
}
