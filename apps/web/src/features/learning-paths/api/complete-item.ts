import { itemProgressSchema, type ContentItemView } from '@academia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateRouteProgress, itemPath, routeKeys } from './query-keys';

/** "Marcar como completado" for texts, PDFs, links and external videos. */
export function useCompleteItem(routeId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`${itemPath(routeId, itemId)}/complete`, { method: 'POST', schema: itemProgressSchema }),
    onSuccess: (progress) => {
      queryClient.setQueryData<ContentItemView>(routeKeys.item(routeId, itemId), (old) =>
        old ? { ...old, progress } : old,
      );
      invalidateRouteProgress(queryClient, routeId);
    },
  });
}
