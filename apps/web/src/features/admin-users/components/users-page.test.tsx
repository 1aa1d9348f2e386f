import type { AdminUser, AdminUserDetail, UserList } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { errorResponse, type MockRequest } from '../../../testing/mock-api';
import { adminUser, companyLeadUser, renderApp } from '../../../testing/render-app';
import { NO_ROUTES_TEXT } from './user-detail-page';
import { NO_MATCHES_TEXT } from './users-page';

function user(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: 'x',
    nombre: 'Persona',
    email: 'persona@example.com',
    perfil: 'Aprendiz',
    empresa: null,
    tipoDocumento: null,
    numeroDocumento: null,
    cargo: null,
    hasConsented: true,
    active: true,
    createdAt: '2025-03-14T15:00:00.000Z',
    updatedAt: '2025-03-14T15:00:00.000Z',
    ...overrides,
  };
}

const ANDINA = { id: 'c-1', nombre: 'Constructora Andina S.A.S.' };
const PEOPLE: AdminUser[] = [
  user({
    id: '1',
    nombre: 'Ana María Pérez',
    email: 'ana@example.com',
    empresa: ANDINA,
    tipoDocumento: 'CC',
    numeroDocumento: '52123456',
    cargo: 'Soldadora',
  }),
  user({ id: '2', nombre: 'Luis Torres', email: 'luis@example.com', perfil: 'Superadministrador', active: false }),
];
const COMPANIES = {
  body: {
    items: [
      { id: 'c-1', nombre: 'Constructora Andina S.A.S.', nit: '900123456-8' },
      { id: 'c-2', nombre: 'Servicios Contables del Valle Ltda.', nit: '800765432-3' },
    ],
  },
};

/** A fake `/api/admin/users` that filters by `q` and `estado` like the server does. */
function usersEndpoint({ search }: MockRequest) {
  const q = (search.get('q') ?? '').toLowerCase();
  const status = search.get('status');
  const items = PEOPLE.filter(
    (person) => person.nombre.toLowerCase().includes(q) && (!status || person.active === (status === 'active')),
  );
  const body: UserList = {
    items,
    total: items.length,
    page: Number(search.get('page')),
    pageSize: Number(search.get('pageSize')),
  };
  return { body };
}

const api = { 'GET /api/admin/users': usersEndpoint, 'GET /api/admin/users/company-options': COMPANIES };

describe('UsersPage', () => {
  it('lists people with document, job title, company, profile and status', async () => {
    renderApp('/admin/usuarios', { user: adminUser, api });
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
    const table = await screen.findByRole('table', { name: '2 usuarios' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Nombre',
      'Correo',
      'Documento',
      'Cargo',
      'Empresa',
      'Perfil',
      'Estado',
      'Creado',
      'Acciones',
    ]);
    const ana = within(table).getByRole('row', { name: /Ana María Pérez/ });
    expect(ana).toHaveTextContent('CC 52123456');
    expect(ana).toHaveTextContent('Soldadora');
    expect(ana).toHaveTextContent('Constructora Andina');
    expect(ana).toHaveTextContent(
      new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium' }).format(new Date(PEOPLE[0]!.createdAt)),
    );
    expect(within(table).getByRole('row', { name: /Luis Torres/ })).toHaveTextContent('Inactivo');
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', '/api/admin/users/export');
  });

  it('keeps search and filters in the address, sends them to the API and the export link', async () => {
    const { events, api: mock } = renderApp('/admin/usuarios', { user: adminUser, api });
    await screen.findByRole('table');
    await events.click(screen.getByRole('combobox', { name: 'Estado' }));
    await events.click(await screen.findByRole('option', { name: 'Inactivos' }));
    await screen.findByRole('table', { name: '1 usuario' });
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/usuarios?estado=inactive');
    expect(mock.requestsTo('GET /api/admin/users').at(-1)?.search.get('status')).toBe('inactive');
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      '/api/admin/users/export?status=inactive',
    );
    await events.type(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), 'zzz');
    expect(await screen.findByText(NO_MATCHES_TEXT)).toBeInTheDocument();
  });

  it('creates a person with the shared schema, showing Spanish problems under the fields', async () => {
    const { events, api: mock } = renderApp('/admin/usuarios', { user: adminUser, api });
    mock.on('POST /api/admin/users', ({ body }) => ({
      status: 201,
      body: user({ id: '9', ...(body as object), empresa: ANDINA }),
    }));
    await screen.findByRole('table');
    await events.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    await events.type(within(dialog).getByRole('textbox', { name: 'Número de documento' }), '1020304050');
    await events.click(within(dialog).getByRole('button', { name: 'Crear e invitar' }));
    expect(await within(dialog).findByText('Elija el tipo de documento.')).toBeInTheDocument();
    expect(mock.requestsTo('POST /api/admin/users')).toHaveLength(0);

    await events.type(within(dialog).getByRole('textbox', { name: 'Nombre completo' }), 'José Ñúñez');
    await events.type(within(dialog).getByRole('textbox', { name: 'Correo electrónico' }), 'jose@andina.co');
    await events.click(within(dialog).getByRole('combobox', { name: 'Tipo de documento' }));
    await events.click(await screen.findByRole('option', { name: 'Cédula de ciudadanía (CC)' }));
    await events.click(within(dialog).getByRole('combobox', { name: 'Empresa' }));
    await events.click(await screen.findByRole('option', { name: /Constructora Andina/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Crear e invitar' }));
    expect(await screen.findByText(/Usuario creado: «José Ñúñez»/)).toBeInTheDocument();
    expect(mock.requestsTo('POST /api/admin/users')[0]?.body).toMatchObject({
      nombre: 'José Ñúñez',
      email: 'jose@andina.co',
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
      empresaId: 'c-1',
      perfil: 'Aprendiz',
    });
  });

  it('puts a repeated e-mail under its field', async () => {
    const { events, api: mock } = renderApp('/admin/usuarios', { user: adminUser, api });
    mock.on('POST /api/admin/users', errorResponse(409, 'EMAIL_IN_USE'));
    await screen.findByRole('table');
    await events.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    await events.type(within(dialog).getByRole('textbox', { name: 'Nombre completo' }), 'Ana María Pérez');
    await events.type(within(dialog).getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Crear e invitar' }));
    const email = within(dialog).getByRole('textbox', { name: 'Correo electrónico' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Ya existe una cuenta con ese correo electrónico.'));
  });

  it('asks before deactivating and reports it', async () => {
    const { events, api: mock } = renderApp('/admin/usuarios', { user: adminUser, api });
    mock.on('POST /api/admin/users/1/deactivate', { body: { ...PEOPLE[0], active: false } });
    await screen.findByRole('table');
    await events.click(screen.getByRole('button', { name: 'Acciones para Ana María Pérez' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Desactivar este usuario?' });
    expect(confirm).toHaveTextContent('sus sesiones abiertas se cerrarán de inmediato');
    await events.click(within(confirm).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Usuario desactivado: «Ana María Pérez».')).toBeInTheDocument();
    expect(mock.requestsTo('POST /api/admin/users/1/deactivate')).toHaveLength(1);
  });

  it('gives a Responsable SST no company filter, learners only, and no actions on other profiles', async () => {
    const { events } = renderApp('/admin/usuarios', {
      user: companyLeadUser,
      api: { ...api, 'GET /api/admin/users/company-options': { body: { items: [COMPANIES.body.items[0]] } } },
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('combobox', { name: 'Empresa' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Acciones para Luis Torres' }));
    expect(await screen.findByRole('menuitem', { name: 'Ver detalle' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    await events.keyboard('{Escape}');
    await events.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    await events.click(within(dialog).getByRole('combobox', { name: 'Perfil' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Aprendiz']);
  });

  it('shows the error and lets the person retry', async () => {
    const { events, api: mock } = renderApp('/admin/usuarios', {
      user: adminUser,
      api: { ...api, 'GET /api/admin/users': errorResponse(503, 'SERVICE_UNAVAILABLE') },
    });
    expect(
      await screen.findByText('El servicio no está disponible en este momento. Inténtelo más tarde.'),
    ).toBeInTheDocument();
    mock.on('GET /api/admin/users', usersEndpoint);
    await events.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('UserDetailPage', () => {
  it('shows the account, the progress per route and the certificates', async () => {
    const detail: AdminUserDetail = {
      user: PEOPLE[0]!,
      routes: [],
      certificates: [
        {
          code: 'SST-7K3M-Q9PX-2HDA',
          learnerName: 'Ana María Pérez',
          routeId: 'r-1',
          routeTitle: 'Trabajo seguro en alturas',
          hours: 8,
          score: 92,
          issuedAt: '2025-06-02T15:00:00.000Z',
          downloadUrl: '/api/certificates/SST-7K3M-Q9PX-2HDA/pdf',
          expiresAt: '2026-06-02T15:00:00.000Z',
        },
        {
          code: 'SST-2HDA-7K3M-Q9PX',
          learnerName: 'Ana María Pérez',
          routeId: 'r-2',
          routeTitle: 'Inducción en SST',
          hours: 2,
          score: 80,
          issuedAt: '2025-06-03T15:00:00.000Z',
          downloadUrl: '/api/certificates/SST-2HDA-7K3M-Q9PX/pdf',
          expiresAt: null,
        },
      ],
    };
    renderApp('/admin/usuarios/1', { user: adminUser, api: { 'GET /api/admin/users/1': { body: detail } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana María Pérez' })).toBeInTheDocument();
    expect(screen.getByText('Cédula de ciudadanía (CC) 52123456')).toBeInTheDocument();
    expect(screen.getByText(NO_ROUTES_TEXT)).toBeInTheDocument();
    const certificates = screen.getByRole('table', { name: 'Certificados' });
    expect(within(certificates).getByRole('row', { name: /SST-7K3M-Q9PX-2HDA/ })).toHaveTextContent(
      'Trabajo seguro en alturas',
    );
    // Issued in 2025 with 12 months of validity: expired by the time this runs (2026-11 onward).
    expect(within(certificates).getByRole('row', { name: /SST-7K3M-Q9PX-2HDA/ })).toHaveTextContent(
      `Venció el ${formatDate('2026-06-02T15:00:00.000Z')}`,
    );
    expect(within(certificates).getByRole('row', { name: /SST-2HDA-7K3M-Q9PX/ })).toHaveTextContent('Sin vencimiento');
    expect(
      within(certificates).getByRole('link', { name: /Descargar el certificado SST-7K3M-Q9PX-2HDA/ }),
    ).toHaveAttribute('href', '/api/certificates/SST-7K3M-Q9PX-2HDA/pdf');
  });

  it('says when the person is out of reach', async () => {
    renderApp('/admin/usuarios/9', {
      user: companyLeadUser,
      api: { 'GET /api/admin/users/9': errorResponse(404, 'NOT_FOUND') },
    });
    expect(await screen.findByText('No encontramos lo que busca.')).toBeInTheDocument();
  });
});
