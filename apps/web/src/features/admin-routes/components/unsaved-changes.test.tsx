import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, route } from '../../../testing/admin-route-fixtures';
import { routeListEndpoint } from './admin-routes.fixtures';

const CONTENTS = '?pestana=contenidos';

function beforeUnloadIsBlocked(): boolean {
  return !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
}

describe('RouteEditorPage: unsaved general data', { timeout: 20_000 }, () => {
  it('asks before following a link away, and warns the browser before the tab closes', async () => {
    const current = route();
    const { events } = await renderEditor(current, {
      'GET /api/admin/routes': routeListEndpoint,
      'PATCH /api/admin/routes/r-1': ({ body }) => ({ body: { ...current, ...(body as object) } }),
    });
    expect(beforeUnloadIsBlocked()).toBe(false);

    await events.type(screen.getByRole('textbox', { name: 'Título' }), ' (2025)');
    expect(beforeUnloadIsBlocked()).toBe(true);

    await events.click(screen.getByRole('link', { name: 'Rutas y contenido' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await events.click(within(confirm).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/rutas/r-1');
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Trabajo seguro en alturas (2025)');

    // Switching tabs keeps the form, so it does not ask.
    await events.click(screen.getByRole('tab', { name: 'Contenidos' }));
    await events.click(screen.getByRole('tab', { name: 'Datos generales' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await events.click(screen.getByRole('link', { name: 'Rutas y contenido' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).getByRole('button', {
        name: 'Salir sin guardar',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Rutas y contenido' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/rutas$/);
    expect(beforeUnloadIsBlocked()).toBe(false);
  });

  it('stops asking once the changes are saved', async () => {
    const current = route();
    const { events } = await renderEditor(current, {
      'GET /api/admin/routes': routeListEndpoint,
      'PATCH /api/admin/routes/r-1': ({ body }) => ({ body: { ...current, ...(body as object) } }),
    });
    await events.type(screen.getByRole('textbox', { name: 'Título' }), ' (2025)');
    await events.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(beforeUnloadIsBlocked()).toBe(false);

    await events.click(screen.getByRole('link', { name: 'Rutas y contenido' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rutas y contenido' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '¿Salir sin guardar?' })).not.toBeInTheDocument();
  });
});

describe('ItemDialog: unsaved edits', { timeout: 20_000 }, () => {
  it('asks before discarding edits, and closes at once when nothing changed', async () => {
    const { events, api } = await renderEditor(route(), {}, CONTENTS);

    await events.click(screen.getByRole('button', { name: 'Editar Marco legal' }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar contenido: Lectura' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await events.click(screen.getByRole('button', { name: 'Editar Marco legal' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar contenido: Lectura' });
    const title = within(dialog).getByRole('textbox', { name: 'Título' });
    await events.type(title, ' colombiano');

    await events.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    let confirm = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    await events.click(within(confirm).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '¿Descartar los cambios?' })).not.toBeInTheDocument(),
    );
    expect(title).toHaveValue('Marco legal colombiano');

    await events.keyboard('{Escape}');
    confirm = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    await events.click(within(confirm).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('PUT /api/admin/routes/r-1/items/i-1')).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar Marco legal' })).toHaveFocus());
  });
});
