import { itemProgressSchema, type ContentItemView, type RecordProgressInput } from '@academia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { invalidateRouteProgress, itemPath, routeKeys } from './query-keys';

export interface SendOptions {
  /** Lets the request finish after the page is gone (leaving the item, closing the tab). */
  keepalive?: boolean;
}

/**
 * Returns a function that reports time spent and position on an item. It never throws: a lost report is harmless,
 * because the next one carries the time and the server caps every delta by the time really elapsed.
 */
export function useSendProgress(routeId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: RecordProgressInput, { keepalive = false }: SendOptions = {}) => {
      try {
        const progress = await apiFetch(`${itemPath(routeId, itemId)}/progress`, {
          method: 'POST',
          body: input,
          schema: itemProgressSchema,
          keepalive,
        });
        // A video completes itself at 90 %: the answer says so and the completion chip appears.
        let completedNow = false;
        queryClient.setQueryData<ContentItemView>(routeKeys.item(routeId, itemId), (old) => {
          completedNow = Boolean(old && old.progress.completedAt === null && progress.completedAt !== null);
          return old ? { ...old, progress } : old;
        });
        // The step it leads to ("Continuar: …") is computed by the server once the content is done.
        if (completedNow) void queryClient.invalidateQueries({ queryKey: routeKeys.item(routeId, itemId) });
        invalidateRouteProgress(queryClient, routeId);
      } catch {
        // Deliberately quiet (see above). A session that ended shows up on the next page load or action.
      }
    },
    [queryClient, routeId, itemId],
  );
}
