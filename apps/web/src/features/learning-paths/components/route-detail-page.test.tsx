import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../../lib/format';
import { errorResponse, type MockRoutes } from '../../../testing/mock-api';
import { adminUser, learnerUser, renderApp } from '../../../testing/render-app';
import { buildRouteDetail, ROUTE_ID } from '../testing/route-fixtures';
import { PREVIEW_TEXT } from '../utils/texts';
import { ROUTE_NOT_FOUND_TEXT } from './route-detail-page';

const ROUTE = buildRouteDetail();

async function renderRoute(api: MockRoutes = {}, user = learnerUser) {
  const view = renderApp(`/rutas/${ROUTE_ID}`, {
    user,
    api: { [`GET /api/routes/${ROUTE_ID}`]: { body: ROUTE }, ...api },
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 4000 }); // the first open also loads the chunk
  return view;
}

function steps() {
  const list = screen.getByRole('heading', { level: 2, name: 'Pasos de la ruta' }).parentElement!;
  return within(list).getAllByRole('listitem');
}

describe('RouteDetailPage', () => {
  it('shows the route, its objectives, facts and my progress', async () => {
    await renderRoute();
    expect(screen.getByRole('heading', { level: 1, name: ROUTE.title })).toBeInTheDocument();
    expect(document.title).toBe(`${ROUTE.title} · Academia SST`);
    const breadcrumb = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(breadcrumb).getByRole('link', { name: 'Rutas de aprendizaje' })).toHaveAttribute('href', '/rutas');
    expect(screen.getByText(ROUTE.summary)).toBeInTheDocument();
    expect(screen.getByText('Identificar los peligros de caída.')).toBeInTheDocument();

    expect(screen.getByText('Nota mínima para aprobar').nextElementSibling).toHaveTextContent(/80\s%/);
    expect(screen.getByText('Nivel').nextElementSibling).toHaveTextContent('Intermedio');
    expect(screen.getByText('Categoría').nextElementSibling).toHaveTextContent('Riesgos críticos');
    const progress = screen.getByRole('region', { name: 'Su avance' });
    expect(within(progress).getByRole('progressbar')).toHaveAccessibleName(
      `Avance en ${ROUTE.title}: ${formatPercent(40)}`,
    );
    expect(within(progress).getByText('En curso')).toBeInTheDocument();
    expect(within(progress).getByText('2 de 5 contenidos obligatorios completados.')).toBeInTheDocument();
    expect(screen.queryByText(PREVIEW_TEXT)).not.toBeInTheDocument();
  });

  it('lists the steps in order with their kind, state and what unlocks the locked ones', async () => {
    await renderRoute();
    const [pretest, done, current, locked, test] = steps();

    expect(pretest).toHaveTextContent('Prueba inicial');
    expect(pretest).not.toHaveTextContent(/Pre-test/);
    expect(within(pretest!).getByRole('link', { name: 'Prueba inicial' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/pretest`,
    );
    expect(done).toHaveTextContent('Lectura');
    expect(done).toHaveTextContent('10 min');
    expect(done).toHaveTextContent('Completado');
    expect(current).toHaveTextContent('Video');
    expect(current).toHaveTextContent('En curso');
    expect(within(current!).getByRole('link', { name: 'Uso del arnés' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/contenido-2`,
    );

    expect(locked).toHaveTextContent('Repaso');
    expect(locked).toHaveTextContent('Bloqueado');
    expect(locked).toHaveTextContent('Complete primero «Uso del arnés» para desbloquear este paso.');
    expect(within(locked!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(locked!).getByText('Repaso del arnés')).toHaveAttribute('aria-disabled', 'true');

    expect(test).toHaveTextContent('Evaluación final');
    expect(within(test!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('continues at the next step', async () => {
    await renderRoute();
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', `/rutas/${ROUTE_ID}/contenido-2`);
  });

  it('offers "Presentar la prueba inicial" when it comes first, without enrolling on view', async () => {
    const { api } = await renderRoute({
      [`GET /api/routes/${ROUTE_ID}`]: {
        body: buildRouteDetail({
          enrolled: false,
          nextStepHref: `/rutas/${ROUTE_ID}/pretest`,
          progress: { percent: 0, completedItems: 0, requiredItems: 5, secondsSpent: 0, state: 'not_started' as const },
        }),
      },
    });
    expect(screen.getByRole('link', { name: 'Presentar la prueba inicial' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/pretest`,
    );
    expect(screen.getByText('Sin iniciar')).toBeInTheDocument();
    expect(api.requestsTo(`POST /api/routes/${ROUTE_ID}/start`)).toHaveLength(0);
  });

  it('enrols only on "Empezar la ruta", then opens the first step', async () => {
    const first = `/rutas/${ROUTE_ID}/contenido-1`;
    const { events, api } = await renderRoute({
      [`GET /api/routes/${ROUTE_ID}`]: {
        body: buildRouteDetail({
          enrolled: false,
          nextStepHref: first,
          progress: { percent: 0, completedItems: 0, requiredItems: 5, secondsSpent: 0, state: 'not_started' as const },
        }),
      },
      [`POST /api/routes/${ROUTE_ID}/start`]: { body: buildRouteDetail({ nextStepHref: first }) },
    });
    expect(api.requestsTo(`POST /api/routes/${ROUTE_ID}/start`)).toHaveLength(0);
    await events.click(screen.getByRole('button', { name: 'Empezar la ruta' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(first));
    expect(api.requestsTo(`POST /api/routes/${ROUTE_ID}/start`)).toHaveLength(1);
  });

  it('offers "Presentar la evaluación final" once the contents are 100 % done', async () => {
    await renderRoute({
      [`GET /api/routes/${ROUTE_ID}`]: {
        body: buildRouteDetail({
          nextStepHref: `/rutas/${ROUTE_ID}/test`,
          steps: ROUTE.steps.map((step) =>
            step.kind === 'test' ? { ...step, state: 'available', lockedReason: null } : { ...step, state: 'done' },
          ),
          progress: { percent: 100, completedItems: 5, requiredItems: 5, secondsSpent: 600, state: 'content_done' },
        }),
      },
    });
    expect(screen.getByRole('link', { name: 'Presentar la evaluación final' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/test`,
    );
    expect(screen.queryByRole('link', { name: 'Continuar' })).not.toBeInTheDocument();
  });

  it('explains when no step is open instead of offering "Continuar"', async () => {
    await renderRoute({ [`GET /api/routes/${ROUTE_ID}`]: { body: buildRouteDetail({ nextStepHref: null }) } });
    expect(screen.queryByRole('link', { name: 'Continuar' })).not.toBeInTheDocument();
    expect(screen.getByText(/No hay pasos disponibles por ahora/)).toBeInTheDocument();
  });

  it('tells an admin previewing that progress is not recorded', async () => {
    await renderRoute(
      { [`GET /api/routes/${ROUTE_ID}`]: { body: buildRouteDetail({ preview: true, status: 'draft' }) } },
      adminUser,
    );
    expect(screen.getByText(PREVIEW_TEXT)).toBeInTheDocument();
  });

  it('removes the route from favourites', async () => {
    const { events, api } = await renderRoute({
      [`GET /api/routes/${ROUTE_ID}`]: { body: buildRouteDetail({ favorite: true }) },
      [`DELETE /api/favorites/route/${ROUTE_ID}`]: { body: { favorite: false } },
    });
    const heart = screen.getByRole('button', { name: 'Quitar de favoritos' });
    await events.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.requestsTo(`DELETE /api/favorites/route/${ROUTE_ID}`)).toHaveLength(1));
  });

  it('says the route does not exist and links back to the catalog', async () => {
    await renderRoute({ [`GET /api/routes/${ROUTE_ID}`]: errorResponse(404, 'NOT_FOUND') });
    expect(screen.getByRole('heading', { level: 1, name: 'Ruta no encontrada' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(ROUTE_NOT_FOUND_TEXT))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las rutas' })).toHaveAttribute('href', '/rutas');
  });
});
