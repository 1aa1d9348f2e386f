import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, renderApp } from '../../../testing/render-app';
import { route } from '../../../testing/admin-route-fixtures';
import { routeListEndpoint, ROWS } from './admin-routes.fixtures';
import { NO_MATCHES_TEXT } from './routes-page';

/** Renders the page and waits for its table (the first render also loads the page's lazy chunk). */
async function renderRoutes(api = {}) {
  const view = renderApp('/admin/rutas', {
    user: adminUser,
    api: { 'GET /api/admin/routes': routeListEndpoint, ...api },
  });
  await screen.findByRole('table', {}, { timeout: 10_000 });
  return view;
}

describe('RoutesPage', { timeout: 20_000 }, () => {
  it('lists the routes with their status, numbers and es-CO dates', async () => {
    await renderRoutes();
    expect(screen.getByRole('heading', { level: 1, name: 'Rutas y contenido' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '2 rutas' });

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Título',
      'Categoría',
      'Estado',
      'Contenidos',
      'Inscritos',
      'Finalización',
      'Actualizada',
      'Acciones',
    ]);
    const heights = within(table).getByRole('row', { name: /Trabajo seguro en alturas/ });
    expect(within(heights).getByRole('link', { name: 'Trabajo seguro en alturas' })).toHaveAttribute(
      'href',
      '/admin/rutas/r-1',
    );
    expect(heights).toHaveTextContent('Trabajo en alturas');
    expect(heights).toHaveTextContent('Publicada');
    expect(heights).toHaveTextContent('45 %');
    expect(heights).toHaveTextContent(
      new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium' }).format(new Date(ROWS[0]!.updatedAt)),
    );
    const basics = within(table).getByRole('row', { name: /Fundamentos del SG-SST/ });
    expect(basics).toHaveTextContent('Borrador');
    expect(basics).toHaveTextContent('Sin categoría');
    expect(screen.getByText('Filas por página:')).toBeInTheDocument();
    expect(screen.getByText('1–2 de 2')).toBeInTheDocument();
  });

  it('searches after typing stops and filters by status, both kept in the URL', async () => {
    const { events, api } = await renderRoutes();

    await events.type(screen.getByRole('searchbox', { name: 'Buscar rutas' }), 'zzz');
    expect(await screen.findByText(NO_MATCHES_TEXT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/rutas?q=zzz');

    await events.clear(screen.getByRole('searchbox', { name: 'Buscar rutas' }));
    await screen.findByRole('table', { name: '2 rutas' });
    await events.click(screen.getByRole('combobox', { name: 'Estado' }));
    await events.click(screen.getByRole('option', { name: 'Borrador' }));

    expect(await screen.findByRole('table', { name: '1 ruta' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/rutas?estado=draft');
    const requests = api.requestsTo('GET /api/admin/routes').map((request) => request.search.toString());
    expect(requests).toContain('page=1&pageSize=20&q=zzz');
    expect(requests.at(-1)).toBe('page=1&pageSize=20&status=draft');
  });

  it('creates a route from "Nueva ruta" and opens its editor', async () => {
    const created = route({ id: 'r-new', title: 'Riesgo eléctrico', category: '', items: [] });
    const { events, api } = await renderRoutes({
      'POST /api/admin/routes': { status: 201, body: created },
      'GET /api/admin/routes/r-new': { body: created },
    });

    await events.click(screen.getByRole('button', { name: 'Nueva ruta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva ruta' });
    await events.click(within(dialog).getByRole('button', { name: 'Crear ruta' }));
    expect(await within(dialog).findByText('El título debe tener al menos 3 caracteres')).toBeInTheDocument();

    await events.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Riesgo eléctrico');
    await events.click(within(dialog).getByRole('button', { name: 'Crear ruta' }));

    // The editor is another lazy chunk.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riesgo eléctrico' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/rutas/r-new');
    expect(api.requestsTo('POST /api/admin/routes')[0]?.body).toEqual({ title: 'Riesgo eléctrico', category: '' });
  });

  it('duplicates a route from its menu and opens the copy', async () => {
    const copy = route({ id: 'r-copy', title: 'Copia de Trabajo seguro en alturas' });
    const { events, api } = await renderRoutes({
      'POST /api/admin/routes/r-1/duplicate': { status: 201, body: copy },
      'GET /api/admin/routes/r-copy': { body: copy },
    });

    await events.click(screen.getByRole('button', { name: 'Acciones para Trabajo seguro en alturas' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Duplicar' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Copia de Trabajo seguro en alturas' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST /api/admin/routes/r-1/duplicate')).toHaveLength(1);
  });

  it('archives a route after confirming and gives focus back to its menu button', async () => {
    const { events, api } = await renderRoutes({
      'POST /api/admin/routes/r-1/status': { body: route({ status: 'archived' }) },
    });
    const menuButton = screen.getByRole('button', { name: 'Acciones para Trabajo seguro en alturas' });

    await events.click(menuButton);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Ver como aprendiz' })).toHaveAttribute('href', '/rutas/r-1');
    await events.click(within(menu).getByRole('menuitem', { name: 'Archivar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Archivar esta ruta?' });
    await events.click(within(dialog).getByRole('button', { name: 'Archivar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST /api/admin/routes/r-1/status')[0]?.body).toEqual({ status: 'archived' });
    await waitFor(() => expect(menuButton).toHaveFocus());
  });
});
