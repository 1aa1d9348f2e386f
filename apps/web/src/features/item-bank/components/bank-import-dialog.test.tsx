import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEditor, route } from '../../../testing/admin-route-fixtures';
import { BANK_API, BANK_TAB, bankItem, bankServer } from './bank.fixtures';
import { BANK_CSV_COLUMNS, BANK_CSV_TEMPLATE_NAME } from './bank-csv';

const IMPORT_API = `POST ${BANK_API}/import`;

const CSV = [
  'tema;tipo;nivel;pregunta;opciones;correctas;explicacion',
  'Señalización;única;fácil;¿Qué indica el color azul?;Obligación|Peligro;a;Las señales azules obligan.',
  'Señalización;VF;difícil;El rojo señala los equipos contra incendio.;;verdadero;',
].join('\r\n');

async function openImport(events: UserEvent) {
  await events.click(await screen.findByRole('button', { name: 'Importar CSV' }));
  return screen.findByRole('dialog', { name: 'Importar preguntas desde un CSV' });
}

describe('Bank CSV import', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('explains the format, reads the file as UTF-8 and shows what went in and which rows did not', async () => {
    const server = bankServer();
    const { events, api } = await renderEditor(
      route(),
      {
        ...server.routes,
        [IMPORT_API]: () => {
          server.state.items = [
            ...server.state.items,
            bankItem({ id: 'q-20', topic: 'Señalización', prompt: '¿Qué indica el color azul?' }),
          ];
          return {
            body: {
              created: 12,
              problems: [
                { row: 4, message: 'Fila 4: falta el tema.' },
                { row: 7, message: 'el nivel «alto» no es válido (use fácil, medio o difícil)' },
              ],
            },
          };
        },
      },
      BANK_TAB,
    );
    await screen.findByRole('table', { name: /Preguntas del banco/ });
    const dialog = await openImport(events);

    expect(dialog).toHaveAccessibleDescription(/guárdela como «CSV UTF-8»/);
    const columns = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(columns).toEqual([...BANK_CSV_COLUMNS]);
    expect(within(dialog).getByRole('region', { name: 'Ejemplo' })).toHaveTextContent(
      'tema;tipo;nivel;pregunta;opciones;correctas;explicacion',
    );

    // Nothing chosen yet.
    await events.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Elija el archivo CSV que quiere importar.');

    const input = within(dialog).getByLabelText('Elegir archivo CSV');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await events.upload(input, new File([CSV], 'señalización.csv', { type: 'text/csv' }));
    expect(within(dialog).getByText('Archivo elegido: señalización.csv')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Importar' }));

    const result = await within(dialog).findByRole('alert');
    expect(result).toHaveTextContent('Se importaron 12 preguntas.');
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fila 4: falta el tema.', 'Fila 7: el nivel «alto» no es válido (use fácil, medio o difícil)']);
    expect(result).toHaveFocus();
    // The text went as it is in the file: accents, ñ and line breaks intact.
    expect(api.requestsTo(IMPORT_API)[0]?.body).toEqual({ csv: CSV });
    expect(within(dialog).getByText('Ningún archivo elegido.')).toBeInTheDocument();

    // The table behind takes the new questions.
    await waitFor(() => expect(api.requestsTo(`GET ${BANK_API}`)).toHaveLength(2));
    expect(await screen.findByRole('rowheader', { name: '¿Qué indica el color azul?', hidden: true })).toBeDefined();

    await events.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importar CSV' })).toHaveFocus());
  });

  it('refuses a file that is not UTF-8 instead of importing broken accents', async () => {
    const { events, api } = await renderEditor(route(), bankServer().routes, BANK_TAB);
    const dialog = await openImport(events);

    // "Señal" as Windows-1252 writes it: the ñ is one byte (0xF1) that UTF-8 cannot read.
    const latin1 = new Uint8Array([0x53, 0x65, 0xf1, 0x61, 0x6c]);
    await events.upload(within(dialog).getByLabelText('Elegir archivo CSV'), new File([latin1], 'preguntas.csv'));
    await events.click(within(dialog).getByRole('button', { name: 'Importar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/no está guardado en UTF-8/);
    expect(api.requestsTo(IMPORT_API)).toHaveLength(0);
  });

  it('downloads a template that Excel opens with its accents (UTF-8 with a byte-order mark)', async () => {
    const { events } = await renderEditor(route(), bankServer().routes, BANK_TAB);
    const dialog = await openImport(events);
    // jsdom has no object URLs and cannot download: catch the file and the click instead.
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:plantilla';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });

    await events.click(within(dialog).getByRole('button', { name: 'Descargar plantilla' }));

    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe(BANK_CSV_TEMPLATE_NAME);
    expect(clicks[0]?.href).toBe('blob:plantilla');
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe('tema;tipo;nivel;pregunta;opciones;correctas;explicacion');
    expect(text).toContain('Trabajo en alturas;única;fácil;');
  });
});
