import { adminItemFamiliesSchema, retireFamilyResultSchema } from '@academia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { itemBankKeys } from './query-keys';

function familiesPath(routeId: string): string {
  return `/api/admin/routes/${encodeURIComponent(routeId)}/bank/families`;
}

/** The item families stored in a route's bank (ADR 041), with counts and a preview of generated instances. */
export function useItemFamilies(routeId: string) {
  return useQuery({
    queryKey: itemBankKeys.families(routeId),
    queryFn: ({ signal }) => apiFetch(familiesPath(routeId), { schema: adminItemFamiliesSchema, signal }),
  });
}

/** Retires every active instance of a family; the bank, its size and the families are read again. */
export function useRetireFamily(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (familyId: string) =>
      apiFetch(`${familiesPath(routeId)}/${encodeURIComponent(familyId)}/retire`, {
        method: 'POST',
        schema: retireFamilyResultSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: itemBankKeys.bank(routeId) }),
        queryClient.invalidateQueries({ queryKey: itemBankKeys.families(routeId) }),
        queryClient.invalidateQueries({ queryKey: itemBankKeys.route(routeId), exact: true }),
      ]),
  });
}
