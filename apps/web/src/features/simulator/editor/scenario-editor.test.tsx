import { adminScenarioSchema, type ScenarioDefinition } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEditor, route } from '../../../testing/admin-route-fixtures';
import { errorResponse, type MockRoutes } from '../../../testing/mock-api';
import { testScenario } from '../testing/scenario-fixtures';

const ADMIN_KEY = 'GET /api/admin/routes/r-1/simulator';
const SAVE_KEY = 'PUT /api/admin/routes/r-1/simulator';

function stored(definition: ScenarioDefinition = testScenario(), status: 'draft' | 'published' = 'published') {
  return adminScenarioSchema.parse({
    routeId: 'r-1',
    definition,
    status,
    maxScore: 38,
    externalPath: null,
    updatedAt: '2026-03-14T15:00:00.000Z',
    updatedBy: 'u-2',
  });
}

async function openTab(api: MockRoutes = { [ADMIN_KEY]: { body: stored() } }) {
  const view = await renderEditor(route(), api, '?pestana=simulador');
  await screen.findByRole('heading', { level: 2, name: 'Simulador de la ruta' });
  return view;
}

function jsonFile(content: string, name = 'escenario.json') {
  return new File([content], name, { type: 'application/json' });
}

afterEach(() => vi.restoreAllMocks());

describe('RouteEditorPage: simulator', { timeout: 60_000 }, () => {
  it('shows the problems in Spanish beside the field and in the summary, refuses to save until they are fixed', async () => {
    const { events, api } = await openTab({
      [ADMIN_KEY]: { body: stored() },
      [SAVE_KEY]: ({ body }) => ({ body: stored((body as { definition: ScenarioDefinition }).definition, 'draft') }),
    });
    expect(screen.getByRole('tab', { name: 'Simulador', selected: true })).toBeInTheDocument();
    expect(
      screen.getByText(/Puntaje máximo calculado: 38 puntos\. El escenario no tiene problemas\./),
    ).toBeInTheDocument();

    // The last decision's right choice: its points change the computed maximum.
    await events.click(screen.getByRole('button', { name: /4\. La bajada/ }));
    const points = within(screen.getByRole('group', { name: 'Opción 1' })).getByRole('textbox', { name: 'Puntos' });
    await events.clear(points);
    await events.type(points, '20');
    expect(screen.getByText(/Puntaje máximo calculado: 48 puntos/)).toBeInTheDocument();

    const title = screen.getByRole('textbox', { name: 'Título del escenario' });
    await events.clear(title);
    expect(title).toHaveAccessibleDescription('Escriba el título del escenario.');
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('button', { name: 'Escriba el título del escenario.' })).toBeInTheDocument();
    expect(screen.getByText('1 problema por corregir.')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('Corrija los problemas del escenario antes de guardarlo.')).toBeInTheDocument();
    expect(api.requestsTo(SAVE_KEY)).toHaveLength(0);

    await events.click(within(summary).getByRole('button', { name: 'Escriba el título del escenario.' }));
    await waitFor(() => expect(title).toHaveFocus());
    await events.type(title, 'Inspección 2');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Borrador (los aprendices no lo ven)');
    await events.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Simulador guardado como borrador.')).toBeInTheDocument();
    const sent = api.requestsTo(SAVE_KEY)[0]?.body as { definition: ScenarioDefinition; status: string };
    expect(sent.status).toBe('draft');
    expect(sent.definition.title).toBe('Inspección 2');
    const bajada = sent.definition.situations.find((situation) => situation.id === 'salida');
    expect(bajada?.kind === 'choice' && bajada.choices[0]?.points).toBe(20);
  });

  it('names the situation of a broken link and leads to the field', async () => {
    const { events } = await openTab();
    await events.click(screen.getByRole('button', { name: /1\. Llegada a la obra/ }));
    const option = screen.getByRole('group', { name: 'Opción 1' });
    await events.selectOptions(
      within(option).getByRole('combobox', { name: 'Lleva a' }),
      'Fin de la inspección · Final',
    );
    // The valuation and the calculation are still reached by the other option: the graph stays sound.
    expect(screen.getByText('El escenario no tiene problemas.', { exact: false })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: /5\. Fin de la inspección/ }));
    await events.click(screen.getByRole('button', { name: 'Eliminar la situación «Fin de la inspección»' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('«Llegada a la obra»');
    expect(screen.getByRole('button', { name: /1\. Llegada a la obra.*problema/ })).toBeInTheDocument();
  });

  it('refuses an invalid import and keeps the scenario as it was', async () => {
    const { events, container } = await openTab();
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"][accept*="json"]')!;

    await events.upload(input, jsonFile('{ esto no es JSON', 'roto.json'));
    const refused = await screen.findByText('No se importó «roto.json»; el escenario no cambió');
    expect(refused.closest('[role="alert"]')).toHaveTextContent('El archivo no es un JSON válido.');

    const broken = { ...testScenario(), title: 'Otro', startId: 'no-existe' };
    await events.upload(input, jsonFile(JSON.stringify(broken), 'grafo.json'));
    const second = await screen.findByText('No se importó «grafo.json»; el escenario no cambió');
    expect(second.closest('[role="alert"]')?.textContent).toMatch(/situación inicial|no-existe/i);
    expect(screen.getByRole('textbox', { name: 'Título del escenario' })).toHaveValue('Inspección del andamio');

    const valid = { ...testScenario(), title: 'Escenario importado' };
    await events.upload(input, jsonFile(JSON.stringify(valid), 'bueno.json'));
    expect(
      await screen.findByText('Escenario importado de «bueno.json». Revíselo y guarde los cambios.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título del escenario' })).toHaveValue('Escenario importado');
  });

  it('exports the draft as a JSON file', async () => {
    const { events } = await openTab();
    let blob: Blob | null = null;
    URL.createObjectURL = vi.fn((value: Blob) => {
      blob = value;
      return 'blob:escenario';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('simulador-inspeccion-del-andamio.json');
    });

    await events.click(screen.getByRole('button', { name: 'Exportar JSON' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await (blob as unknown as Blob).text();
    expect(JSON.parse(text)).toEqual(testScenario());
  });

  it('plays the draft in a preview that stores nothing', async () => {
    const { events, api } = await openTab();
    await events.click(screen.getByRole('button', { name: /1\. Llegada a la obra/ }));
    const option = screen.getByRole('group', { name: 'Opción 2' });
    const consequence = within(option).getByRole('textbox', { name: 'Consecuencia (se muestra al elegirla)' });
    await events.clear(consequence);
    await events.type(consequence, 'El residente lo detiene en la entrada.');

    await events.click(screen.getByRole('button', { name: 'Vista previa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa: Inspección del andamio' });
    expect(within(dialog).getByText(/nada de lo que haga aquí se guarda/)).toBeInTheDocument();
    const heading = within(dialog).getByRole('heading', { level: 2, name: 'Llegada a la obra' });
    await waitFor(() => expect(heading).toHaveFocus());
    const requests = api.requests.length;
    await events.click(within(dialog).getByRole('button', { name: 'Entrar sin casco' }));
    expect(await within(dialog).findByText('El residente lo detiene en la entrada.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(requests);
  });

  it('offers to create a scenario when the route has none, and saves it', async () => {
    const { events, api } = await openTab({
      [ADMIN_KEY]: errorResponse(404, 'NOT_FOUND'),
      [SAVE_KEY]: ({ body }) => ({ body: stored((body as { definition: ScenarioDefinition }).definition, 'draft') }),
    });
    expect(screen.getByText(/Esta ruta todavía no tiene simulador/)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Crear un escenario' }));
    expect(screen.getByRole('textbox', { name: 'Título del escenario' })).toHaveValue(
      'Simulador de «Trabajo seguro en alturas»',
    );
    await events.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Simulador guardado como borrador.')).toBeInTheDocument();
    expect(api.requestsTo(SAVE_KEY)[0]?.body).toMatchObject({ status: 'draft' });
  });
});
