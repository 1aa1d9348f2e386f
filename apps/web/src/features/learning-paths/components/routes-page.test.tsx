import type { RouteCatalog } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../../lib/format';
import { buildRouteCard } from '../../../testing/fixtures';
import { errorResponse, type MockRequest } from '../../../testing/mock-api';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { NO_MATCHES_TEXT, NO_ROUTES_TEXT } from './routes-page';

const ALTURAS = buildRouteCard({ coverUrl: '/api/files/portada-1' });
const INDUCCION = buildRouteCard({
  id: 'ruta-2',
  title: 'Inducción en SST',
  summary: 'Lo básico del primer día.',
  category: 'Gestión del SG-SST',
  hours: 2,
  level: 'basic',
  progress: null,
  favorite: true,
});
const ROUTES = [ALTURAS, INDUCCION];

/** A fake `GET /api/routes` that filters like the server. */
function catalogEndpoint({ search }: MockRequest) {
  const q = (search.get('q') ?? '').toLowerCase();
  const category = search.get('category');
  const items = ROUTES.filter(
    (route) => route.title.toLowerCase().includes(q) && (!category || route.category === category),
  );
  const body: RouteCatalog = { items, categories: ['Gestión del SG-SST', 'Riesgos críticos'] };
  return { body };
}

async function renderCatalog(path = '/rutas', api = {}) {
  const view = renderApp(path, { user: learnerUser, api: { 'GET /api/routes': catalogEndpoint, ...api } });
  // The first open also loads the page's chunk: allow for a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Rutas de aprendizaje' }, { timeout: 4000 });
  return view;
}

/** The search waits for typing to stop (300 ms) before asking; leave room for a busy machine. */
const AFTER_DEBOUNCE = { timeout: 3000 };

/** Percentages are written with a no-break space ("40 %"). */
const percent = (value: number) => new RegExp(`^${value}\\s%$`);

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

describe('RoutesPage', () => {
  it('shows the routes assigned to the learner first, with the due date and «Atrasada»', async () => {
    await renderCatalog('/rutas', {
      'GET /api/training-plans/mine': {
        body: {
          items: [
            {
              routeId: 'r-7',
              routeTitle: 'Plan de emergencias',
              dueDate: '2026-02-15',
              mandatory: true,
              status: 'overdue',
            },
          ],
        },
      },
    });
    const plan = await screen.findByRole('region', { name: 'Mi plan de capacitación' });
    expect(within(plan).getByText('Fecha límite: 15 de febrero de 2026')).toBeInTheDocument();
    expect(within(plan).getByText('Atrasada')).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Plan de emergencias' })).toHaveAttribute('href', '/rutas/r-7');
  });

  it('shows each published route as a card with its facts, progress and favourite state', async () => {
    await renderCatalog();
    expect(await screen.findByText('2 rutas')).toBeInTheDocument();

    const alturas = card(ALTURAS.title);
    expect(within(alturas).getByRole('link', { name: ALTURAS.title })).toHaveAttribute('href', '/rutas/ruta-1');
    expect(within(alturas).getByText(ALTURAS.summary)).toBeInTheDocument();
    expect(within(alturas).getByText('Riesgos críticos')).toBeInTheDocument();
    expect(within(alturas).getByText(/4\sh/)).toBeInTheDocument();
    expect(within(alturas).getByText('Intermedio')).toBeInTheDocument();
    // The cover is decorative: the title already says what the route is.
    expect(alturas.querySelector('img')).toHaveAttribute('alt', '');
    expect(alturas.querySelector('img')).toHaveAttribute('src', '/api/files/portada-1');
    const bar = within(alturas).getByRole('progressbar');
    expect(bar).toHaveAccessibleName(`Avance en ${ALTURAS.title}: ${formatPercent(40)}`);
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(alturas).getByText(percent(40))).toBeInTheDocument();
    expect(within(alturas).getByText('En curso')).toBeInTheDocument();
    expect(within(alturas).getByRole('button', { name: 'Agregar a favoritos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    const induccion = card(INDUCCION.title);
    expect(within(induccion).getByText('Sin iniciar')).toBeInTheDocument();
    expect(within(induccion).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(induccion).getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.title).toBe('Rutas de aprendizaje · Academia SST');
  });

  it('searches after typing stops, keeping the text in the address', async () => {
    const { events, api } = await renderCatalog();
    await screen.findByText('2 rutas');

    await events.type(screen.getByRole('searchbox', { name: 'Buscar rutas' }), 'alt');
    expect(await screen.findByText('1 ruta', {}, AFTER_DEBOUNCE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: ALTURAS.title })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/rutas?q=alt');
    expect(api.requestsTo('GET /api/routes').map(({ search }) => search.get('q'))).toEqual([null, 'alt']);

    // The menu link opens the unfiltered catalog, and the box follows the address.
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await events.click(within(menu).getByRole('link', { name: 'Rutas/Contenido' }));
    expect(await screen.findByText('2 rutas')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar rutas' })).toHaveValue('');
  });

  it('filters by category, keeping it in the address', async () => {
    const { events, api } = await renderCatalog();
    await screen.findByText('2 rutas');
    const select = screen.getByRole('combobox', { name: 'Categoría' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas', 'Gestión del SG-SST', 'Riesgos críticos']);

    await events.selectOptions(select, 'Gestión del SG-SST');
    expect(await screen.findByText('1 ruta')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: INDUCCION.title })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/rutas?categoria=Gesti%C3%B3n+del+SG-SST');
    expect(api.requestsTo('GET /api/routes').at(-1)?.search.get('category')).toBe('Gestión del SG-SST');

    await events.selectOptions(select, 'Todas');
    expect(await screen.findByText('2 rutas')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rutas$/);
  });

  it('starts from the filters in the address', async () => {
    const { api } = await renderCatalog('/rutas?q=inducci&categoria=Gesti%C3%B3n+del+SG-SST');
    expect(await screen.findByText('1 ruta')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar rutas' })).toHaveValue('inducci');
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveValue('Gestión del SG-SST');
    expect(api.requestsTo('GET /api/routes')[0]?.search.get('category')).toBe('Gestión del SG-SST');
  });

  it('explains when nothing matches, in a live region', async () => {
    const { events } = await renderCatalog();
    await screen.findByText('2 rutas');
    await events.type(screen.getByRole('searchbox', { name: 'Buscar rutas' }), 'zzz');
    const message = await screen.findByText(NO_MATCHES_TEXT, {}, AFTER_DEBOUNCE);
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('says so when no route is published yet', async () => {
    await renderCatalog('/rutas', { 'GET /api/routes': { body: { items: [], categories: [] } } });
    expect(await screen.findByText(NO_ROUTES_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(NO_MATCHES_TEXT)).not.toBeInTheDocument();
  });

  it('marks a favourite at once and sends it to the server', async () => {
    const { events, api } = await renderCatalog('/rutas', {
      'PUT /api/favorites/route/ruta-1': { body: { favorite: true } },
    });
    await screen.findByText('2 rutas');
    const heart = within(card(ALTURAS.title)).getByRole('button', { name: 'Agregar a favoritos' });
    await events.click(heart);

    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Quitar de favoritos');
    expect(heart).toHaveAccessibleDescription(ALTURAS.title);
    await waitFor(() => expect(api.requestsTo('PUT /api/favorites/route/ruta-1')).toHaveLength(1));
  });

  it('puts the heart back and explains when the server refuses', async () => {
    const { events, api } = await renderCatalog('/rutas', {
      'DELETE /api/favorites/route/ruta-2': errorResponse(503, 'SERVICE_UNAVAILABLE'),
    });
    await screen.findByText('2 rutas');
    await events.click(within(card(INDUCCION.title)).getByRole('button', { name: 'Quitar de favoritos' }));

    expect(await screen.findByText(/No pudimos actualizar sus favoritos/)).toBeInTheDocument();
    expect(within(card(INDUCCION.title)).getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.requestsTo('DELETE /api/favorites/route/ruta-2')).toHaveLength(1);
  });

  it('shows a failed load with a retry', async () => {
    const { events, api } = await renderCatalog('/rutas', {
      'GET /api/routes': errorResponse(503, 'SERVICE_UNAVAILABLE'),
    });
    expect(
      await screen.findByText('El servicio no está disponible en este momento. Inténtelo más tarde.'),
    ).toBeInTheDocument();
    api.on('GET /api/routes', catalogEndpoint);
    await events.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('2 rutas')).toBeInTheDocument();
  });
});
