import type { AdminUser, UserList } from '@academia/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, type MockRequest } from '../../../testing/mock-api';
import { adminUser, renderApp } from '../../../testing/render-app';
import { NO_MATCHES_TEXT } from './users-page';

function user(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: 'x',
    nombre: 'Persona',
    email: 'persona@example.com',
    perfil: 'Aprendiz',
    empresa: null,
    active: true,
    createdAt: '2025-03-14T15:00:00.000Z',
    updatedAt: '2025-03-14T15:00:00.000Z',
    ...overrides,
  };
}

const PEOPLE: AdminUser[] = [
  user({
    id: '1',
    nombre: 'Ana María Pérez',
    email: 'ana@example.com',
    empresa: { id: 'e1', nombre: 'Constructora Andina' },
  }),
  user({ id: '2', nombre: 'Luis Torres', email: 'luis@example.com', perfil: 'Superadministrador', active: false }),
];

/** A fake `/api/admin/users` that filters by `q` like the server does. */
function usersEndpoint({ search }: MockRequest) {
  const q = (search.get('q') ?? '').toLowerCase();
  const items = PEOPLE.filter((person) => person.nombre.toLowerCase().includes(q));
  const body: UserList = {
    items,
    total: items.length,
    page: Number(search.get('page')),
    pageSize: Number(search.get('pageSize')),
  };
  return { body };
}

describe('UsersPage', () => {
  it('lists the users with Spanish labels, dates in es-CO and the state of each account', async () => {
    renderApp('/admin/usuarios', { user: adminUser, api: { 'GET /api/admin/users': usersEndpoint } });
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
    const table = await screen.findByRole('table', { name: '2 usuarios' });

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Nombre', 'Correo', 'Perfil', 'Empresa', 'Estado', 'Creado']);
    const ana = within(table).getByRole('row', { name: /Ana María Pérez/ });
    expect(ana).toHaveTextContent('Constructora Andina');
    expect(ana).toHaveTextContent('Activo');
    expect(ana).toHaveTextContent(
      new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium' }).format(new Date(PEOPLE[0]!.createdAt)),
    );
    expect(within(table).getByRole('row', { name: /Luis Torres/ })).toHaveTextContent('Inactivo');
    expect(screen.getByText('Filas por página:')).toBeInTheDocument();
  });

  it('searches after the person stops typing and explains when nothing matches', async () => {
    const { events, api } = renderApp('/admin/usuarios', {
      user: adminUser,
      api: { 'GET /api/admin/users': usersEndpoint },
    });
    await screen.findByRole('table');
    await events.type(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), 'zzz');

    expect(await screen.findByText(NO_MATCHES_TEXT)).toBeInTheDocument();
    const searches = api.requestsTo('GET /api/admin/users').map((request) => request.search.get('q'));
    expect(searches).toEqual([null, 'zzz']);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/usuarios?q=zzz');
  });

  it('shows the error and lets the person retry', async () => {
    const { events, api } = renderApp('/admin/usuarios', {
      user: adminUser,
      api: { 'GET /api/admin/users': errorResponse(503, 'SERVICE_UNAVAILABLE') },
    });
    expect(
      await screen.findByText('El servicio no está disponible en este momento. Inténtalo más tarde.'),
    ).toBeInTheDocument();

    api.on('GET /api/admin/users', usersEndpoint);
    await events.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
