import { errorMessages, favoriteListSchema, type FavoriteEntry } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, type MockRoutes } from '../../../testing/mock-api';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { NO_FAVORITES_TEXT } from './favorites-page';

const entry = (overrides: Partial<FavoriteEntry> & Pick<FavoriteEntry, 'kind' | 'targetId' | 'title'>) =>
  ({ description: '', href: '/', createdAt: '2025-03-20T15:00:00.000Z', ...overrides }) satisfies FavoriteEntry;

const NORM = entry({
  kind: 'norm',
  targetId: 'norma-4272',
  title: 'Resolución 4272 de 2021',
  description: 'Trabajo en alturas · Vigente',
  href: '/bibliotecas/legislativa-sst/norma-4272',
  createdAt: '2025-03-22T15:00:00.000Z',
});
const ALTURAS = entry({
  kind: 'route',
  targetId: 'ruta-1',
  title: 'Trabajo seguro en alturas',
  description: 'Riesgos críticos',
  href: '/rutas/ruta-1',
  createdAt: '2025-03-21T15:00:00.000Z',
});
const ARNES = entry({
  kind: 'item',
  targetId: 'contenido-9',
  title: 'Inspección del arnés',
  description: 'De la ruta «Trabajo seguro en alturas»',
  href: '/rutas/ruta-1/contenido-9',
});
const INDUCCION = entry({
  kind: 'route',
  targetId: 'ruta-2',
  title: 'Inducción en SST',
  href: '/rutas/ruta-2',
  createdAt: '2025-03-01T15:00:00.000Z',
});

const list = (items: FavoriteEntry[]) => ({ body: favoriteListSchema.parse({ items }) });

async function renderFavorites(api: MockRoutes) {
  const view = renderApp('/favoritos', { user: learnerUser, api });
  await screen.findByRole('heading', { level: 1, name: 'Favoritos' }, { timeout: 4000 });
  return view;
}

const groupTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('FavoritesPage', () => {
  it('groups the favourites by kind, routes first, with links and what each one is', async () => {
    await renderFavorites({ 'GET /api/favorites': list([NORM, ALTURAS, ARNES, INDUCCION]) });
    expect(await screen.findByRole('list', { name: 'Rutas de aprendizaje' })).toBeInTheDocument();
    expect(document.title).toBe('Favoritos · Academia SST');
    expect(groupTitles()).toEqual(['Rutas de aprendizaje', 'Contenidos', 'Normas de la biblioteca legislativa']);
    const routes = within(screen.getByRole('list', { name: 'Rutas de aprendizaje' })).getAllByRole('listitem');
    expect(routes.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      ALTURAS.title,
      INDUCCION.title,
    ]);
    expect(within(routes[0]!).getByRole('link', { name: ALTURAS.title })).toHaveAttribute('href', '/rutas/ruta-1');
    expect(within(routes[0]!).getByText('Riesgos críticos')).toBeInTheDocument();
    expect(within(routes[0]!).getByText('Agregado el 21 de marzo de 2025')).toBeInTheDocument();

    const norms = screen.getByRole('list', { name: 'Normas de la biblioteca legislativa' });
    expect(within(norms).getByRole('link', { name: NORM.title })).toHaveAttribute('href', NORM.href);
    expect(screen.getByText('Tiene 4 favoritos, agrupados por tipo.')).toBeInTheDocument();
  });

  it('removes a favourite, says so and moves focus to the next one; the last one leaves the empty state', async () => {
    const { events, api } = await renderFavorites({
      'GET /api/favorites': list([ALTURAS, ARNES]),
      'DELETE /api/favorites/route/ruta-1': { body: { favorite: false } },
      'DELETE /api/favorites/item/contenido-9': { body: { favorite: false } },
    });
    await events.click(await screen.findByRole('button', { name: `Quitar «${ALTURAS.title}» de favoritos` }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Se quitó «${ALTURAS.title}» de sus favoritos.`),
    );
    expect(screen.queryByRole('link', { name: ALTURAS.title })).not.toBeInTheDocument();
    expect(groupTitles()).toEqual(['Contenidos']);
    const next = screen.getByRole('button', { name: `Quitar «${ARNES.title}» de favoritos` });
    expect(next).toHaveFocus();
    expect(api.requestsTo('DELETE /api/favorites/route/ruta-1')).toHaveLength(1);

    await events.click(next);
    expect(await screen.findByText(NO_FAVORITES_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar las rutas de aprendizaje' })).toHaveAttribute('href', '/rutas');
    expect(screen.getByRole('link', { name: 'Ir a la biblioteca educativa' })).toHaveAttribute(
      'href',
      '/bibliotecas/educativa-sst',
    );
    expect(screen.getByRole('link', { name: 'Ir a la biblioteca legislativa' })).toHaveAttribute(
      'href',
      '/bibliotecas/legislativa-sst',
    );
  });

  it('puts a favourite back and explains when the server refuses to remove it', async () => {
    const { events } = await renderFavorites({
      'GET /api/favorites': list([ALTURAS]),
      'DELETE /api/favorites/route/ruta-1': errorResponse(500, 'INTERNAL_ERROR'),
    });
    await events.click(await screen.findByRole('button', { name: `Quitar «${ALTURAS.title}» de favoritos` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `No pudimos quitar el favorito. ${errorMessages.INTERNAL_ERROR}`,
    );
    await waitFor(() => expect(screen.getByRole('link', { name: ALTURAS.title })).toBeInTheDocument());
  });

  it('says what to do when there are no favourites yet', async () => {
    await renderFavorites({ 'GET /api/favorites': list([]) });
    expect(await screen.findByText(NO_FAVORITES_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
