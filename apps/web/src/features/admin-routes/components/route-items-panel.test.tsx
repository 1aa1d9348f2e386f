import { errorMessages, type AdminRoute } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, type MockRequest } from '../../../testing/mock-api';
import { ITEMS, renderEditor, route } from '../../../testing/admin-route-fixtures';
import { DRAG_INSTRUCTIONS } from './sortable-item-list';

const CONTENTS = '?pestana=contenidos';

/** A fake `PUT …/items/order` that answers with the items in the order sent. */
function orderEndpoint(current: AdminRoute) {
  return ({ body }: MockRequest) => {
    const { itemIds } = body as { itemIds: string[] };
    return { body: { ...current, items: itemIds.map((id) => current.items.find((item) => item.id === id)) } };
  };
}

function rowTitles(): string[] {
  const list = screen.getByRole('list', { name: 'Contenidos' });
  return within(list)
    .getAllByRole('listitem')
    .map(
      (row) =>
        within(row)
          .getByRole('button', { name: /^Mover / })
          .getAttribute('aria-label') ?? '',
    );
}

/**
 * jsdom has no layout, and dnd-kit's keyboard sensor moves by measured positions: give every row a box, stacked
 * top to bottom in DOM order (the only thing the test fakes besides the API).
 */
function stackRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('[data-item-row]');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : -1;
    const top = index < 0 ? 0 : index * 80;
    const height = index < 0 ? 0 : 72;
    const width = index < 0 ? 0 : 800;
    return { x: 0, y: top, top, left: 0, right: width, bottom: top + height, width, height, toJSON: () => ({}) };
  });
}

describe('RouteItemsPanel', { timeout: 20_000 }, () => {
  it('lists the items in order with their kind, duration, requirement and missing files', async () => {
    await renderEditor(route(), {}, CONTENTS);

    expect(screen.getByRole('tab', { name: 'Contenidos', selected: true })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Contenidos' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('LecturaMarco legal15 min · Obligatorio');
    expect(rows[1]).toHaveTextContent('Documento PDFProcedimiento de rescate10 min · OpcionalFalta el archivo');
    expect(rows[2]).toHaveTextContent('VideoUso del arnés10 min · Obligatorio');
    expect(rows[2]).not.toHaveTextContent('Falta el archivo');
    expect(within(rows[0]!).getByRole('button', { name: 'Subir Marco legal' })).toBeDisabled();
    expect(within(rows[2]!).getByRole('button', { name: 'Bajar Uso del arnés' })).toBeDisabled();
  });

  it('reorders by keyboard with the drag handle (Space, ArrowDown, Space) and saves the new order', async () => {
    stackRows();
    const current = route();
    const { api, events } = await renderEditor(
      current,
      { 'PUT /api/admin/routes/r-1/items/order': orderEndpoint(current) },
      CONTENTS,
    );
    const handle = screen.getByRole('button', { name: 'Mover Marco legal' });
    expect(handle).toHaveAccessibleDescription(DRAG_INSTRUCTIONS);

    handle.focus();
    await events.keyboard('[Space]');
    expect(await screen.findByText('Tomó «Marco legal». Está en la posición 1 de 3.')).toBeInTheDocument();
    await events.keyboard('[ArrowDown]');
    expect(await screen.findByText('«Marco legal» pasó a la posición 2 de 3.')).toBeInTheDocument();
    await events.keyboard('[Space]');
    expect(await screen.findByText('Soltó «Marco legal» en la posición 2 de 3.')).toBeInTheDocument();

    await waitFor(() => expect(api.requestsTo('PUT /api/admin/routes/r-1/items/order')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/admin/routes/r-1/items/order')[0]?.body).toEqual({
      itemIds: ['i-2', 'i-1', 'i-3'],
    });
    expect(rowTitles()).toEqual(['Mover Procedimiento de rescate', 'Mover Marco legal', 'Mover Uso del arnés']);
  });

  it('moves with "Subir" and "Bajar", announces the new position and keeps the focus on a button', async () => {
    const current = route();
    const { api, events } = await renderEditor(
      current,
      { 'PUT /api/admin/routes/r-1/items/order': orderEndpoint(current) },
      CONTENTS,
    );

    await events.click(screen.getByRole('button', { name: 'Bajar Marco legal' }));
    expect(rowTitles()).toEqual(['Mover Procedimiento de rescate', 'Mover Marco legal', 'Mover Uso del arnés']);
    expect(screen.getByText('«Marco legal» ahora está en la posición 2 de 3.')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Subir Marco legal' }));
    expect(rowTitles()).toEqual(['Mover Marco legal', 'Mover Procedimiento de rescate', 'Mover Uso del arnés']);
    // "Subir" is disabled at the top, so the focus moved to "Bajar" instead of getting lost.
    expect(screen.getByRole('button', { name: 'Bajar Marco legal' })).toHaveFocus();

    await waitFor(() => expect(api.requestsTo('PUT /api/admin/routes/r-1/items/order')).toHaveLength(2));
    expect(api.requestsTo('PUT /api/admin/routes/r-1/items/order').map((request) => request.body)).toEqual([
      { itemIds: ['i-2', 'i-1', 'i-3'] },
      { itemIds: ['i-1', 'i-2', 'i-3'] },
    ]);
  });

  it('puts the previous order back and explains when the server refuses the new one', async () => {
    const { events } = await renderEditor(
      route(),
      { 'PUT /api/admin/routes/r-1/items/order': errorResponse(400, 'INVALID_ORDER') },
      CONTENTS,
    );

    await events.click(screen.getByRole('button', { name: 'Subir Uso del arnés' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.INVALID_ORDER);
    expect(rowTitles()).toEqual(['Mover Marco legal', 'Mover Procedimiento de rescate', 'Mover Uso del arnés']);
  });

  it('deletes an item after confirming and moves focus to the list heading', async () => {
    const { api, events } = await renderEditor(
      route(),
      { 'DELETE /api/admin/routes/r-1/items/i-1': { body: route({ items: ITEMS.slice(1) }) } },
      CONTENTS,
    );

    await events.click(screen.getByRole('button', { name: 'Eliminar Marco legal' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este contenido?' });
    expect(dialog).toHaveTextContent('Se eliminará «Marco legal» de la ruta.');
    await events.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Se eliminó «Marco legal».')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE /api/admin/routes/r-1/items/i-1')).toHaveLength(1);
    expect(rowTitles()).toEqual(['Mover Procedimiento de rescate', 'Mover Uso del arnés']);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Contenidos' })).toHaveFocus());
  });
});
