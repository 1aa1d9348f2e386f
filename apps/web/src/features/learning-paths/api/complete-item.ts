import { completeItemResultSchema, type ContentItemView } from '@academia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateRouteProgress, itemPath, routeKeys } from './query-keys';

/**
 * "Completar y continuar" for texts, PDFs, links and external videos: the server marks the item done (enrolling a
 * learner who had not started the route) and answers where to go next.
 */
export function useCompleteItem(routeId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`${itemPath(routeId, itemId)}/complete`, { method: 'POST', schema: completeItemResultSchema }),
    onSuccess: ({ next, ...progress }) => {
      queryClient.setQueryData<ContentItemView>(routeKeys.item(routeId, itemId), (old) =>
        old ? { ...old, progress, enrolled: true, continueTo: next } : old,
      );
      // Other items' locks and "continuar" targets changed with this one.
      void queryClient.invalidateQueries({
        queryKey: routeKeys.items(),
        predicate: (query) => query.queryKey[3] !== itemId,
      });
      invalidateRouteProgress(queryClient, routeId);
    },
  });
}
