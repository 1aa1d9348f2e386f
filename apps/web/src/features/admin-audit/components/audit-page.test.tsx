import type { AuditEntryView, AuditList } from '@academia/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import type { MockRequest } from '../../../testing/mock-api';
import { adminUser, companyLeadUser, renderApp } from '../../../testing/render-app';
import { NO_ENTRIES_TEXT } from './audit-page';

const longBody = `${'Lección sobre el uso correcto del arnés de cuerpo completo. '.repeat(6)}Fin.`;

const ENTRIES: AuditEntryView[] = [
  {
    id: 'e2',
    at: '2026-11-24T15:30:00.000Z',
    actor: { id: 'u1', nombre: 'Laura Gómez', perfil: 'Superadministrador' },
    ip: '190.24.1.8',
    action: 'route.update',
    entityType: 'route',
    entityId: 'r1',
    entityLabel: 'Trabajo seguro en alturas',
    companyId: null,
    changes: {
      title: { before: 'Alturas', after: 'Trabajo seguro en alturas' },
      summary: { before: null, after: longBody },
      unlockInOrder: { before: true, after: false },
    },
  },
  {
    id: 'e1',
    at: '2026-11-23T13:00:00.000Z',
    actor: { id: null, nombre: 'Sistema (datos de demostración)', perfil: 'Sistema' },
    ip: null,
    action: 'file.upload',
    entityType: 'file',
    entityId: 'f1',
    entityLabel: 'matriz.pdf',
    companyId: null,
    changes: { size: { before: null, after: 2048 } },
  },
];

/** A fake `/api/admin/audit` that filters by action like the server does. */
function auditEndpoint({ search }: MockRequest) {
  const action = search.get('action');
  const items = ENTRIES.filter((entry) => !action || entry.action === action);
  const body: AuditList = {
    items,
    total: items.length,
    page: Number(search.get('page')),
    pageSize: Number(search.get('pageSize')),
  };
  return { body };
}

describe('AuditPage', () => {
  it('lists who did what and when, in Spanish, with the date and time in es-CO', async () => {
    renderApp('/admin/auditoria', { user: adminUser, api: { 'GET /api/admin/audit': auditEndpoint } });
    await screen.findByRole('heading', { level: 1, name: 'Auditoría' });
    const table = await screen.findByRole('table', { name: 'Registro de auditoría: 2 registros' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Fecha y hora', 'Quién', 'IP', 'Acción', 'Entidad', 'Cambios']);
    const row = within(table).getByRole('row', { name: /Laura Gómez/ });
    expect(row).toHaveTextContent('Superadministrador');
    expect(row).toHaveTextContent('190.24.1.8');
    expect(row).toHaveTextContent('Ruta editada');
    expect(within(row).getByRole('link', { name: 'Trabajo seguro en alturas' })).toHaveAttribute(
      'href',
      '/admin/rutas/r1',
    );
    expect(within(row).getByRole('rowheader')).toHaveTextContent(formatDateTime(ENTRIES[0]!.at));
    expect(formatDateTime(ENTRIES[0]!.at)).toMatch(/de noviembre de 2026/);
    expect(within(row).getByRole('link', { name: 'Historial de Trabajo seguro en alturas' })).toHaveAttribute(
      'href',
      '/admin/auditoria?entidad=r1',
    );
    expect(within(table).getByRole('row', { name: /Sistema \(datos de demostración\)/ })).toHaveTextContent(
      'Archivo subido',
    );
  });

  it('opens the changes of a row by keyboard: field, before and after, long values cut with a way to see all', async () => {
    const { events } = renderApp('/admin/auditoria', {
      user: adminUser,
      api: { 'GET /api/admin/audit': auditEndpoint },
    });
    const toggle = await screen.findByRole('button', { name: /3 campos: Ruta editada/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await events.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('table', { name: 'Cambios: Ruta editada' });
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(details);
    const title = within(details).getByRole('row', { name: /Título/ });
    expect(title).toHaveTextContent('Alturas');
    expect(title).toHaveTextContent('Trabajo seguro en alturas');
    expect(within(details).getByRole('row', { name: /Desbloqueo en orden/ })).toHaveTextContent('SíNo');
    const summary = within(details).getByRole('row', { name: /Resumen/ });
    expect(summary).toHaveTextContent('(vacío)');
    expect(summary).not.toHaveTextContent('Fin.');
    await events.click(within(summary).getByRole('button', { name: 'Ver todo: Resumen, después' }));
    expect(summary).toHaveTextContent('Fin.');

    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Cambios: Ruta editada' })).not.toBeInTheDocument();
  });

  it('filters by action, keeps the filter in the address and sends it to the API', async () => {
    const { events, api } = renderApp('/admin/auditoria', {
      user: adminUser,
      api: { 'GET /api/admin/audit': auditEndpoint },
    });
    await screen.findByRole('table', { name: /2 registros/ });
    await events.click(screen.getByRole('combobox', { name: 'Acción' }));
    await events.click(await screen.findByRole('option', { name: 'Archivo subido' }));
    await screen.findByRole('table', { name: /1 registro$/ });
    expect(screen.getByTestId('location')).toHaveTextContent('accion=file.upload');
    expect(api.requestsTo('GET /api/admin/audit').at(-1)?.search.get('action')).toBe('file.upload');
  });

  it('reads the filters from the address: dates, person and text', async () => {
    const { api } = renderApp('/admin/auditoria?desde=2026-11-01&hasta=2026-11-24&quien=Laura&q=alturas&entidad=r1', {
      user: adminUser,
      api: { 'GET /api/admin/audit': () => ({ body: { items: [], total: 0, page: 1, pageSize: 20 } }) },
    });
    expect(await screen.findByText(NO_ENTRIES_TEXT)).toBeInTheDocument();
    const search = api.requestsTo('GET /api/admin/audit')[0]!.search;
    expect(Object.fromEntries(search)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-24',
      actor: 'Laura',
      q: 'alturas',
      entityId: 'r1',
    });
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-11-01');
    expect(screen.getByRole('searchbox', { name: 'Quién' })).toHaveValue('Laura');
  });

  it('is not open to a Responsable SST', async () => {
    const { api } = renderApp('/admin/auditoria', {
      user: companyLeadUser,
      api: { 'GET /api/admin/audit': auditEndpoint },
    });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Auditoría');
    expect(api.requestsTo('GET /api/admin/audit')).toHaveLength(0);
  });
});
