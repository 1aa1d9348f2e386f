import type { UserImportPreview, UserImportRow, UserList } from '@academia/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRoutes } from '../../../testing/mock-api';
import { adminUser, renderApp } from '../../../testing/render-app';

const EMPTY: UserList = { items: [], total: 0, page: 1, pageSize: 20 };

function row(line: number, overrides: Partial<UserImportRow> = {}): UserImportRow {
  return {
    line,
    status: 'create',
    nombre: `Persona ${String(line)}`,
    email: `p${String(line)}@example.co`,
    changes: [],
    errors: [],
    ...overrides,
  };
}

const WITH_ERRORS: UserImportPreview = {
  rows: [
    row(2, { nombre: 'José Peña' }),
    row(3, { status: 'update', changes: ['cargo'] }),
    row(4, {
      status: 'error',
      email: 'no-es-correo',
      errors: [{ column: 'email', message: 'Fila 4, columna email: el correo no es válido.' }],
    }),
  ],
  totals: { create: 1, update: 1, unchanged: 0, error: 1 },
};

const CLEAN: UserImportPreview = {
  rows: Array.from({ length: 30 }, (_, index) => row(index + 2, { nombre: `Trabajadora Ñáñez ${String(index)}` })),
  totals: { create: 30, update: 0, unchanged: 0, error: 0 },
};

async function openDialog(api: MockRoutes) {
  const rendered = renderApp('/admin/usuarios', {
    user: adminUser,
    api: {
      'GET /api/admin/users': { body: EMPTY },
      'GET /api/admin/users/company-options': { body: { items: [] } },
      ...api,
    },
  });
  await rendered.events.click(await screen.findByRole('button', { name: 'Importar CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar personas desde un CSV' });
  return { ...rendered, dialog };
}

describe('Users CSV import', () => {
  it('sends the file bytes untouched and keeps confirmation disabled while rows have errors', async () => {
    const { events, api, dialog } = await openDialog({
      'POST /api/admin/users/import/preview': { body: WITH_ERRORS },
    });
    expect(within(dialog).getByRole('button', { name: 'Descargar plantilla CSV' })).toBeInTheDocument();
    // "Peña" in Windows-1252: the browser does not decode it, the server does.
    const bytes = new Uint8Array([0x6e, 0x6f, 0x6d, 0x62, 0x72, 0x65, 0x0a, 0x50, 0x65, 0xf1, 0x61]);
    await events.upload(within(dialog).getByLabelText('Elegir archivo CSV'), new File([bytes], 'personas.csv'));

    expect(
      await within(dialog).findByText('Vista previa: 1 nueva, 1 actualizada, 0 sin cambios, 1 con errores'),
    ).toBeInTheDocument();
    const sent = api.requestsTo('POST /api/admin/users/import/preview')[0]?.body as { fileBase64: string };
    expect([...atob(sent.fileBase64)].map((char) => char.charCodeAt(0))).toEqual([...bytes]);

    // Errors first: only the rows to fix are listed, with their Spanish message.
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('Fila 4, columna email: el correo no es válido.');
    await events.click(within(dialog).getByRole('switch', { name: 'Mostrar solo las filas con errores' }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'Confirmar importación' })).toBeDisabled();
  });

  it('pages a large preview, commits with invitations and says what happened', async () => {
    const { events, api, dialog } = await openDialog({
      'POST /api/admin/users/import/preview': { body: CLEAN },
      'POST /api/admin/users/import/commit': { body: { totals: CLEAN.totals, invited: 30 } },
    });
    await events.upload(within(dialog).getByLabelText('Elegir archivo CSV'), new File(['nombre;email\n'], 'a.csv'));
    const table = await within(dialog).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(table).toHaveTextContent('Trabajadora Ñáñez 0');
    await events.click(within(dialog).getByRole('button', { name: /siguiente/i }));
    expect(within(table).getAllByRole('row')).toHaveLength(6);

    await events.click(within(dialog).getByRole('checkbox', { name: 'Enviar invitación a las personas nuevas' }));
    await events.click(within(dialog).getByRole('button', { name: 'Confirmar importación' }));
    expect(
      await within(dialog).findByText(
        'Importación terminada: 30 nuevas, 0 actualizadas, 0 sin cambios, 0 con errores. Se enviaron 30 invitaciones.',
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST /api/admin/users/import/commit')[0]?.body).toMatchObject({ sendInvitations: true });
  });
});
