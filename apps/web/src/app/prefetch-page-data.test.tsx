import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRouteDetail, ROUTE_ID } from '../features/learning-paths/testing/route-fixtures';
import { NO_PROGRESS_API } from '../testing/fixtures';
import { learnerUser, renderApp } from '../testing/render-app';

/**
 * The start-up prefetch asks for exactly what the page asks for: the page finds the answer in the cache and sends no
 * second request. A prefetch with another key or other parameters would show up here as two requests.
 */
describe('first query of a page, started with its script', () => {
  it.each([
    ['/inicio', 'GET /api/learner/home', 'Inicio'],
    ['/rutas', 'GET /api/routes', 'Rutas de aprendizaje'],
    ['/rutas?q=alturas&categoria=Alturas', 'GET /api/routes', 'Rutas de aprendizaje'],
    ['/bibliotecas/legislativa-sst', 'GET /api/library/norms', 'Biblioteca legislativa SST'],
    [`/rutas/${ROUTE_ID}`, `GET /api/routes/${ROUTE_ID}`, null],
  ])('%s asks for its data once', async (path, endpoint, heading) => {
    const api = { ...NO_PROGRESS_API, [`GET /api/routes/${ROUTE_ID}`]: { body: buildRouteDetail() } };
    // The prefetch alone, with no page rendered, sends the request.
    const alone = renderApp(path, { user: learnerUser, prefetch: true, api }, null);
    await waitFor(() => expect(alone.api.requestsTo(endpoint)).toHaveLength(1), { timeout: 10_000 });
    alone.unmount();

    const { api: mock } = renderApp(path, { user: learnerUser, prefetch: true, api });
    if (heading)
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    else await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('status', { name: /Cargando/ })).not.toBeInTheDocument());
    expect(mock.requestsTo(endpoint)).toHaveLength(1);
  });

  it('leaves a filtered library list to the page', async () => {
    const path = '/bibliotecas/legislativa-sst?tipo=ley';
    const { api } = renderApp(path, { user: learnerUser, prefetch: true, api: NO_PROGRESS_API }, null);
    await waitFor(() => expect(api.requestsTo('GET /api/auth/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requestsTo('GET /api/library/norms')).toHaveLength(0);
  });
});
