import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../../testing/mock-api';
import { renderEditor, route } from '../../../testing/admin-route-fixtures';
import { BANK_API, BANK_TAB, bankItem, bankServer } from './bank.fixtures';
import { BANK_COLUMN_HELP } from './column-help';

function rowOf(prompt: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: prompt }).closest('tr');
  if (!row) throw new Error(`No hay fila para ${prompt}`);
  return row;
}

function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: /Preguntas del banco/ }))
    .getAllByRole('row')
    .slice(1);
}

async function choose(events: UserEvent, label: string, option: string) {
  await events.click(screen.getByRole('combobox', { name: label }));
  await events.click(await screen.findByRole('option', { name: option }));
}

const HARNESS = '¿Qué se debe hacer con el arnés antes de cada uso?';
const FALL_ARREST = '¿Qué elementos forman parte de un sistema de detención de caídas?';
const CONFINED = 'Antes de entrar a un espacio confinado se debe medir la atmósfera.';
const SIGNS = '¿Qué color identifica las señales de obligación?';

describe('RouteEditorPage: item bank', { timeout: 20_000 }, () => {
  it('shows the summary per topic and each question with its statistics', async () => {
    await renderEditor(route(), bankServer().routes, BANK_TAB);

    expect(screen.getByRole('tab', { name: 'Banco de preguntas', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('3 preguntas activas en 2 temas')).toBeInTheDocument();
    expect(screen.getByText(/1 retirada/)).toBeInTheDocument();
    const topics = screen.getByRole('list', { name: 'Preguntas activas por tema' });
    expect(
      within(topics)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Trabajo en alturas: 2', 'Espacios confinados: 1']);
    // The fixture's limits are tiny: no bank-size notice (the page keeps an empty live region for announcements).
    expect(screen.queryByText(/No se puede publicar todavía|se recomiendan al menos/)).not.toBeInTheDocument();

    // Active questions by default; the wide table scrolls inside a focusable, labelled region.
    const region = screen.getByRole('region', { name: /Preguntas del banco/ });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('heading', { level: 3, name: 'Preguntas del banco (3 de 4 preguntas)' })).toBeVisible();
    expect(bodyRows()).toHaveLength(3);

    expect(cellTexts(rowOf(HARNESS))).toEqual([
      'Trabajo en alturas',
      'Selección única',
      'Fácil',
      '42',
      '81\u00a0%',
      expect.stringMatching(/^-1,25calibrada/),
      '1,40',
      '35\u00a0%',
      'Activa',
      '',
    ]);
    const confined = rowOf(CONFINED);
    expect(cellTexts(confined)).toEqual([
      'Espacios confinados',
      'Verdadero o falso',
      'Difícil',
      '0',
      '—Sin respuestas',
      '1,00(según el nivel)',
      '1,00',
      '0\u00a0%',
      'Activa',
      '',
    ]);
    expect(within(rowOf(FALL_ARREST)).getByText('Selección múltiple')).toBeInTheDocument();
    // Buttons are named after the start of the question.
    const short = 'Antes de entrar a un espacio confinado se debe medir la…';
    expect(within(confined).getByRole('button', { name: `Editar ${short}` })).toBeInTheDocument();
    expect(within(confined).getByRole('button', { name: `Retirar ${short}` })).toBeInTheDocument();
  });

  it('explains each statistics column with a tooltip a keyboard or a screen reader reaches too', async () => {
    const { events } = await renderEditor(route(), bankServer().routes, BANK_TAB);
    const region = await screen.findByRole('region', { name: /Preguntas del banco/ });
    const table = screen.getByRole('table', { name: /Preguntas del banco/ });
    for (const [label, help] of [
      ['% de acierto', BANK_COLUMN_HELP.percentCorrect],
      ['Dificultad', BANK_COLUMN_HELP.difficulty],
      ['Discriminación', BANK_COLUMN_HELP.discrimination],
      ['Exposición', BANK_COLUMN_HELP.exposure],
    ] as const) {
      const header = within(table).getByRole('columnheader', { name: new RegExp(`^${label}`) });
      expect(within(header).getByRole('button', { name: `Qué significa ${label}` })).toHaveAccessibleDescription(help);
    }

    // From the scrolling region, Tab reaches the explanations in the order of the columns.
    region.focus();
    await events.tab();
    expect(screen.getByRole('button', { name: 'Qué significa % de acierto' })).toHaveFocus();
    await events.tab();
    await events.tab();
    const discrimination = screen.getByRole('button', { name: 'Qué significa Discriminación' });
    expect(discrimination).toHaveFocus();
    // The same words on screen as a tooltip (jsdom has no :focus-visible, so hover opens it here; the browser test
    // opens it from the keyboard), and Escape closes it.
    await events.hover(discrimination);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(BANK_COLUMN_HELP.discrimination);
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('filters by topic, by status and by text (without minding accents)', async () => {
    const { events } = await renderEditor(route(), bankServer().routes, BANK_TAB);
    await screen.findByRole('table', { name: /Preguntas del banco/ });

    await choose(events, 'Tema', 'Espacios confinados');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(rowOf(CONFINED)).toBeInTheDocument();
    expect(screen.getByText('Preguntas que coinciden: 1 de 4.')).toBeInTheDocument();

    await choose(events, 'Tema', 'Todos');
    await choose(events, 'Estado', 'Retiradas');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(rowOf(SIGNS)).getByText('Retirada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Restaurar ${SIGNS}` })).toBeInTheDocument();

    await choose(events, 'Estado', 'Todas');
    await events.type(screen.getByRole('searchbox', { name: 'Buscar preguntas' }), 'ARNES');
    await waitFor(() => expect(bodyRows()).toHaveLength(2)); // the prompt of one, an option of the other
    expect(rowOf(HARNESS)).toBeInTheDocument();
    expect(rowOf(FALL_ARREST)).toBeInTheDocument();

    await events.type(screen.getByRole('searchbox', { name: 'Buscar preguntas' }), ' oxigeno');
    expect(await screen.findByText('No hay preguntas que coincidan con la búsqueda o los filtros.')).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Quitar los filtros' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.getByRole('searchbox', { name: 'Buscar preguntas' })).toHaveValue('');
  });

  it('shows the server’s bank size notice, and keeps it in step when a question is retired', async () => {
    const server = bankServer(
      [
        ...Array.from({ length: 9 }, (_, i) =>
          bankItem({ id: `q-${String(i + 10)}`, topic: 'Relleno', prompt: `Pregunta ${String(i + 1)}` }),
        ),
      ],
      { minimum: 8, recommended: 80 },
    );
    const { events } = await renderEditor(route(), server.routes, BANK_TAB);
    const notice = await screen.findByText(/^El banco tiene 9 preguntas activas/, {}, { timeout: 10_000 });
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      'El banco tiene 9 preguntas activas; para la prueba inicial y tres intentos de la evaluación final sin ' +
        'repetir preguntas se recomiendan al menos 80.',
    );
    await events.click(screen.getByRole('button', { name: 'Retirar Pregunta 1' }));
    expect(await screen.findByText(/El banco tiene 8 preguntas activas/)).toBeInTheDocument();
  });

  it('says when the bank is empty', async () => {
    await renderEditor(route(), bankServer([]).routes, BANK_TAB);

    expect(
      await screen.findByText('Esta ruta todavía no tiene preguntas. Cree la primera o importe un CSV.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva pregunta' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Importar CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Recalibrar dificultades' })).toBeDisabled();
  });

  it('explains a failed load and tries again', async () => {
    const server = bankServer();
    let failures = 1;
    const { events } = await renderEditor(
      route(),
      {
        ...server.routes,
        [`GET ${BANK_API}`]: (request) => {
          if (failures-- > 0) return 'network-error';
          const handler = server.routes[`GET ${BANK_API}`];
          return typeof handler === 'function' ? handler(request) : 'network-error';
        },
      },
      BANK_TAB,
    );

    expect(await screen.findByText(/No hay conexión con el servidor/)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: /Preguntas del banco/ })).toBeInTheDocument();
  });

  it('retires and restores a question, and keeps the focus in the list when its row leaves', async () => {
    const { events, api } = await renderEditor(route(), bankServer().routes, BANK_TAB);
    await screen.findByRole('table', { name: /Preguntas del banco/ });

    await events.click(screen.getByRole('button', { name: `Retirar ${HARNESS}` }));

    expect(await screen.findByText(/^Se retiró la pregunta «¿Qué se debe hacer con el arnés/)).toBeInTheDocument();
    expect(api.requestsTo(`POST ${BANK_API}/q-1/retire`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: HARNESS })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 3, name: /Preguntas del banco/ })).toHaveFocus();
    expect(screen.getByText('2 preguntas activas en 2 temas')).toBeInTheDocument();

    await choose(events, 'Estado', 'Todas');
    const restore = await screen.findByRole('button', { name: `Restaurar ${HARNESS}` });
    await events.click(restore);

    expect(await screen.findByText(/^Se restauró la pregunta/)).toBeInTheDocument();
    expect(api.requestsTo(`POST ${BANK_API}/q-1/restore`)).toHaveLength(1);
    // Still listed under "Todas": the same button, now offering to retire it again, keeps the focus.
    const retire = await screen.findByRole('button', { name: `Retirar ${HARNESS}` });
    expect(retire).toBe(restore);
    expect(retire).toHaveFocus();
    expect(within(rowOf(HARNESS)).getByText('Activa')).toBeInTheDocument();
    // Writes answer with the whole item: the bank is not loaded again.
    expect(api.requestsTo(`GET ${BANK_API}`)).toHaveLength(1);
  });

  it('explains when a question cannot be retired', async () => {
    const { events } = await renderEditor(
      route(),
      {
        ...bankServer().routes,
        [`POST ${BANK_API}/q-1/retire`]: errorResponse(
          404,
          'NOT_FOUND',
          undefined,
          'Esta pregunta no pertenece a la ruta.',
        ),
      },
      BANK_TAB,
    );
    await events.click(await screen.findByRole('button', { name: `Retirar ${HARNESS}` }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cambiar el estado de la pregunta. Esta pregunta no pertenece a la ruta.',
    );
    expect(rowOf(HARNESS)).toBeInTheDocument();
  });

  it('recalibrates after confirming, then reports the result and reloads the bank', async () => {
    const { events, api } = await renderEditor(
      route(),
      {
        ...bankServer().routes,
        [`POST ${BANK_API}/calibrate`]: { body: { calibrated: 5, skipped: 31, minAnswers: 30 } },
      },
      BANK_TAB,
    );
    await screen.findByRole('table', { name: /Preguntas del banco/ });

    await events.click(screen.getByRole('button', { name: 'Recalibrar dificultades' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Recalibrar las dificultades?' });
    expect(dialog).toHaveAccessibleDescription(
      /^Re-estima la dificultad y la discriminación de las preguntas con al menos 30 respuestas, a partir de las respuestas guardadas\./,
    );
    expect(api.requestsTo(`POST ${BANK_API}/calibrate`)).toHaveLength(0);
    await events.click(within(dialog).getByRole('button', { name: 'Recalibrar' }));

    expect(
      await screen.findByText('Se calibraron 5 preguntas; 31 aún no tienen suficientes respuestas (mínimo 30).'),
    ).toBeInTheDocument();
    expect(api.requestsTo(`POST ${BANK_API}/calibrate`)).toHaveLength(1);
    await waitFor(() => expect(api.requestsTo(`GET ${BANK_API}`)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
