import { globalSearchResultSchema, routeCatalogSchema, type SearchHit } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScreenSize } from '../../../testing/match-media';
import type { MockRequest, MockRoutes } from '../../../testing/mock-api';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { NO_RESULTS_TEXT, RESULTS_TITLE } from './search-results';

const ROUTE_HIT: SearchHit = {
  kind: 'route',
  id: 'ruta-1',
  title: 'Trabajo seguro en alturas',
  titleHighlight: [
    { text: 'Trabajo seguro en ', match: false },
    { text: 'alturas', match: true },
  ],
  snippet: [
    { text: 'Prevención de caídas en ', match: false },
    { text: 'alturas', match: true },
    { text: ' y rescate.', match: false },
  ],
  href: '/rutas/ruta-1',
  routeTitle: null,
};
const ITEM_HIT: SearchHit = {
  kind: 'item',
  id: 'contenido-3',
  title: 'Uso del arnés en alturas',
  titleHighlight: [
    { text: 'Uso del arnés en ', match: false },
    { text: 'alturas', match: true },
  ],
  snippet: [],
  href: '/rutas/ruta-1/contenido-3',
  routeTitle: 'Trabajo seguro en alturas',
};
const NORM_HIT: SearchHit = {
  kind: 'norm',
  id: 'norma-4272',
  title: 'Resolución 4272 de 2021',
  titleHighlight: [{ text: 'Resolución 4272 de 2021', match: false }],
  snippet: [
    { text: 'Requisitos mínimos para trabajo en ', match: false },
    { text: 'alturas', match: true },
  ],
  href: '/bibliotecas/legislativa-sst/norma-4272',
  routeTitle: null,
};

function searchAnswer(request: MockRequest) {
  const q = request.search.get('q') ?? '';
  const items = q.includes('alturas') ? [ROUTE_HIT, ITEM_HIT, NORM_HIT] : [];
  return { body: globalSearchResultSchema.parse({ query: q, total: items.length, items }) };
}

const API: MockRoutes = {
  'GET /api/routes': { body: routeCatalogSchema.parse({ items: [], categories: [] }) },
  'GET /api/search': searchAnswer,
};

async function renderRoutesPage(path = '/rutas') {
  const view = renderApp(path, { user: learnerUser, api: API });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar rutas, contenidos y documentos' });

describe('HeaderSearch', () => {
  it('replaces the page with highlighted results as the learner types, and keeps the query in the address', async () => {
    const { events, api } = await renderRoutesPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Rutas de aprendizaje' })).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('placeholder', 'Ingresa tu búsqueda');

    await events.type(searchBox(), 'alturas');
    expect(await screen.findByRole('heading', { level: 1, name: RESULTS_TITLE })).toBeInTheDocument();
    // The page is hidden, not shown next to the results: one heading of level 1.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The status region is there before its final text ("Buscando…"): wait for the text, not the region.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 resultados para «alturas».'));
    expect(screen.getByTestId('location')).toHaveTextContent('/rutas?buscar=alturas');
    expect(document.title).toBe(`${RESULTS_TITLE} · Academia SST`);
    // Debounced: one request for the settled text, not one per letter.
    expect(api.requestsTo('GET /api/search').map((request) => request.search.get('q'))).toEqual(['alturas']);

    const results = screen.getByRole('list', { name: RESULTS_TITLE });
    const [route, item, norm] = within(results).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(route).getByRole('link', { name: ROUTE_HIT.title })).toHaveAttribute('href', '/rutas/ruta-1');
    expect(within(route).getByText('Ruta de aprendizaje')).toBeInTheDocument();
    const marks = route.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['alturas', 'alturas']);
    // A lesson names its route; other kinds do not.
    expect(within(item).getByRole('link', { name: ITEM_HIT.title })).toHaveAttribute('href', ITEM_HIT.href);
    expect(item).toHaveTextContent('Ruta: Trabajo seguro en alturas');
    expect(route).not.toHaveTextContent('Ruta:');
    expect(within(norm).getByRole('link', { name: NORM_HIT.title })).toHaveAttribute('href', NORM_HIT.href);
    expect(within(norm).getByText('Biblioteca legislativa')).toBeInTheDocument();
  });

  it('says so when nothing matches, and Escape returns to the page as it was', async () => {
    const { events } = await renderRoutesPage();
    await events.type(searchBox(), 'xyz');
    expect(await screen.findByText(NO_RESULTS_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No se encontraron resultados. Búsqueda: «xyz».');

    await events.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rutas de aprendizaje' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: RESULTS_TITLE })).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rutas$/);
    expect(document.title).toBe('Rutas de aprendizaje · Academia SST');
  });

  it('shows the results of a query already in the address (a reload), and clearing the box ends the search', async () => {
    const { events } = await renderRoutesPage('/rutas?buscar=alturas');
    expect(await screen.findByRole('link', { name: ROUTE_HIT.title })).toBeInTheDocument();
    expect(searchBox()).toHaveValue('alturas');
    // One clear control on a desktop: ours (the browser's own "×" is hidden by CSS, checked in the browser test).
    expect(screen.getAllByRole('button', { name: /Borrar la búsqueda|Cerrar la búsqueda/ })).toHaveLength(1);

    await events.click(screen.getByRole('button', { name: 'Borrar la búsqueda' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rutas de aprendizaje' })).toBeInTheDocument();
    expect(searchBox()).toHaveFocus();
  });

  it('leaves the page alone for a single letter', async () => {
    const { events, api } = await renderRoutesPage();
    await events.type(searchBox(), 'a');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('heading', { level: 1, name: 'Rutas de aprendizaje' })).toBeInTheDocument();
    expect(api.requestsTo('GET /api/search')).toHaveLength(0);
  });

  it('opens from a button on a phone and closes back to it', async () => {
    setScreenSize('narrow');
    const { events } = await renderRoutesPage();
    expect(screen.queryByRole('searchbox', { name: 'Buscar rutas, contenidos y documentos' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(searchBox()).toHaveFocus();
    await events.type(searchBox(), 'alturas');
    expect(await screen.findByRole('link', { name: ROUTE_HIT.title })).toBeInTheDocument();
    // One "×" on a phone too: closing clears the search.
    expect(screen.queryByRole('button', { name: 'Borrar la búsqueda' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Cerrar la búsqueda' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buscar' })).toHaveFocus());
    expect(await screen.findByRole('heading', { level: 1, name: 'Rutas de aprendizaje' })).toBeInTheDocument();
  });
});
