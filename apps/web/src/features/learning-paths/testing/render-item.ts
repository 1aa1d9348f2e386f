import type { ContentItemView } from '@academia/shared';
import { screen } from '@testing-library/react';
import type { MockRoutes } from '../../../testing/mock-api';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { buildItemProgress, ROUTE_ID } from './route-fixtures';

/** The API path of the item the player tests open (`/rutas/ruta-1/contenido-2`). */
export const ITEM_PATH = `/api/routes/${ROUTE_ID}/items/contenido-2`;
export const COMPLETED_AT = '2025-03-15T16:30:00.000Z';

/**
 * Opens the player on `item` (or on whatever `api` answers when `item` is null) and waits for its heading. The
 * opening progress report is answered by default.
 */
export async function renderItem(item: ContentItemView | null, api: MockRoutes = {}, user = learnerUser) {
  const view = renderApp(`/rutas/${ROUTE_ID}/contenido-2`, {
    user,
    api: {
      ...(item ? { [`GET ${ITEM_PATH}`]: { body: item } } : {}),
      [`POST ${ITEM_PATH}/progress`]: { body: item?.progress ?? buildItemProgress() },
      ...api,
    },
  });
  // The first open of a file also loads the page's chunk: allow for a busy machine.
  await screen.findByRole('heading', { level: 1 }, { timeout: 4000 });
  return view;
}
