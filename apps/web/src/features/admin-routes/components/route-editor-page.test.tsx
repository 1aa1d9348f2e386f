import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../../testing/mock-api';
import { renderEditor, route } from '../../../testing/admin-route-fixtures';

describe('RouteEditorPage: general data', { timeout: 20_000 }, () => {
  it('loads the route into the form and saves the changes', async () => {
    const current = route();
    const { events, api } = await renderEditor(current, {
      'PATCH /api/admin/routes/r-1': ({ body }) => ({ body: { ...current, ...(body as object) } }),
    });

    expect(screen.getByRole('tab', { name: 'Datos generales', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Trabajo seguro en alturas');
    expect(screen.getByRole('textbox', { name: 'Objetivos' })).toHaveValue('Identificar los riesgos\nUsar el arnés');
    expect(screen.getByRole('combobox', { name: 'Nivel' })).toHaveTextContent('Intermedio');
    expect(screen.getByRole('spinbutton', { name: 'Horas estimadas' })).toHaveValue(4);
    expect(screen.getByRole('switch', { name: 'Desbloquear los pasos en orden' })).toBeChecked();

    const title = screen.getByRole('textbox', { name: 'Título' });
    await events.clear(title);
    await events.type(title, 'Alturas: nivel avanzado');
    await events.type(screen.getByRole('textbox', { name: 'Objetivos' }), '\n\nRescatar a un compañero  ');
    const hours = screen.getByRole('spinbutton', { name: 'Horas estimadas' });
    await events.clear(hours);
    await events.type(hours, '8');
    await events.click(screen.getByRole('switch', { name: 'Desbloquear los pasos en orden' }));
    const validity = screen.getByRole('spinbutton', { name: 'Vigencia del certificado (meses)' });
    expect(validity).toHaveValue(null);
    await events.type(validity, '12');
    await events.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(api.requestsTo('PATCH /api/admin/routes/r-1')[0]?.body).toEqual({
      title: 'Alturas: nivel avanzado',
      summary: 'Prevención de caídas.',
      objectives: ['Identificar los riesgos', 'Usar el arnés', 'Rescatar a un compañero'],
      coverFileId: null,
      category: 'Trabajo en alturas',
      hours: 8,
      level: 'intermediate',
      passMark: 80,
      attempts: 3,
      unlockInOrder: false,
      validityMonths: 12,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Alturas: nivel avanzado' })).toBeInTheDocument();
  });

  it('sends an emptied validity as «does not expire», and refuses a validity out of range', async () => {
    const current = route({ validityMonths: 12 });
    const { events, api } = await renderEditor(current, {
      'PATCH /api/admin/routes/r-1': ({ body }) => ({ body: { ...current, ...(body as object) } }),
    });
    const validity = screen.getByRole('spinbutton', { name: 'Vigencia del certificado (meses)' });
    expect(validity).toHaveValue(12);
    await events.clear(validity);
    await events.type(validity, '121');
    await events.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('La vigencia no puede pasar de 120 meses (10 años).')).toBeInTheDocument();
    expect(api.requestsTo('PATCH /api/admin/routes/r-1')).toHaveLength(0);

    await events.clear(validity);
    await events.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(api.requestsTo('PATCH /api/admin/routes/r-1')[0]?.body).toMatchObject({ validityMonths: null });
  });

  it('shows the problems of the form and those the server finds under each field', async () => {
    const { events } = await renderEditor(route(), {
      'PATCH /api/admin/routes/r-1': errorResponse(400, 'VALIDATION_FAILED', {
        fields: [{ path: 'objectives.1', message: 'Este objetivo ya está en otra ruta.' }],
      }),
    });

    const passMark = screen.getByRole('spinbutton', { name: 'Nota mínima de aprobación (%)' });
    await events.clear(passMark);
    await events.type(passMark, '120');
    await events.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Debe ser menor o igual a 100.')).toBeInTheDocument();
    expect(passMark).toHaveFocus();

    await events.clear(passMark);
    await events.type(passMark, '90');
    await events.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Este objetivo ya está en otra ruta.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Objetivos' })).toHaveAccessibleDescription(
      'Este objetivo ya está en otra ruta.',
    );
  });
});

describe('RouteEditorPage: status', { timeout: 20_000 }, () => {
  it('lists every reason the server gives when it refuses to publish', async () => {
    const problems = ['Agregue al menos un contenido obligatorio.', 'El contenido «Procedimiento» no tiene archivo.'];
    const { events, api } = await renderEditor(route(), {
      'POST /api/admin/routes/r-1/status': errorResponse(409, 'ROUTE_NOT_PUBLISHABLE', { problems }),
    });

    await events.click(screen.getByRole('button', { name: 'Publicar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La ruta todavía no se puede publicar');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(problems);
    expect(alert).toHaveFocus();
    expect(api.requestsTo('POST /api/admin/routes/r-1/status')[0]?.body).toEqual({ status: 'published' });
  });

  it('publishes, then offers to go back to draft; the preview opens the learner page', async () => {
    const { events } = await renderEditor(route(), {
      'POST /api/admin/routes/r-1/status': { body: route({ status: 'published' }) },
    });
    expect(screen.getByRole('link', { name: /Vista previa/ })).toHaveAttribute('href', '/rutas/r-1');
    const status = screen.getByRole('group', { name: 'Estado y publicación' });
    expect(status).toHaveTextContent('Borrador');

    await events.click(within(status).getByRole('button', { name: 'Publicar' }));

    expect(await screen.findByText('Ruta publicada. Los aprendices ya pueden verla.')).toBeInTheDocument();
    expect(status).toHaveTextContent('Publicada');
    expect(within(status).queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(status).getByRole('button', { name: 'Pasar a borrador' })).toHaveFocus());
  });
});
