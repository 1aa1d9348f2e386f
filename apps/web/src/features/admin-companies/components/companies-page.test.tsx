import type { AdminCompany, CompanyInputParsed } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, type MockRoutes } from '../../../testing/mock-api';
import { adminUser, companyLeadUser, renderApp } from '../../../testing/render-app';

const ANDINA: AdminCompany = {
  id: 'c-1',
  nombre: 'Constructora Andina S.A.S.',
  nit: '900123456-8',
  trabajadores: 85,
  claseRiesgo: 'V',
  actividadEconomica: '4111 Construcción de edificios residenciales',
  arl: 'Positiva Compañía de Seguros',
  departamento: '05',
  municipio: '05001',
  direccion: 'Carrera 43A # 14-109',
  ubicacion: 'Medellín, Antioquia',
  responsableSst: null,
  active: true,
  estandares: 60,
  personasActivas: 12,
  createdAt: '2026-01-10T12:00:00.000Z',
  updatedAt: '2026-01-10T12:00:00.000Z',
};

const LEAD_ID = '5b0f6f1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

const page = (items: AdminCompany[]) => ({ body: { items, total: items.length, page: 1, pageSize: 20 } });

async function renderCompanies(user: typeof adminUser, api: MockRoutes) {
  const view = renderApp('/admin/empresas', { user, api: { 'GET /api/admin/companies': page([ANDINA]), ...api } });
  await screen.findByRole('heading', { level: 1, name: 'Empresas' }, { timeout: 4000 });
  return view;
}

describe('CompaniesPage', { timeout: 30_000 }, () => {
  it('lists the companies with their standards set, place and people', async () => {
    await renderCompanies(adminUser, {});
    const table = await screen.findByRole('table', { name: '1 empresa' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Empresa',
      'Ubicación',
      'Clase de riesgo',
      'Trabajadores',
      'Estándares',
      'ARL',
      'Personas activas',
      'Estado',
      'Acciones',
    ]);
    const row = within(table).getByRole('row', { name: /Constructora Andina/ });
    expect(row).toHaveTextContent('NIT 900123456-8');
    expect(row).toHaveTextContent('Medellín, Antioquia');
    expect(row).toHaveTextContent('Riesgo V (máximo)');
    expect(row).toHaveTextContent('Activa');
    expect(screen.getByRole('button', { name: 'Nueva empresa' })).toBeInTheDocument();
  });

  it('creates a company: gives the right check digit, shows the standards set live and sends the clean input', async () => {
    const { events, api } = await renderCompanies(adminUser, {
      'POST /api/admin/companies': ({ body }) => ({
        status: 201,
        body: { ...ANDINA, ...(body as CompanyInputParsed), id: 'c-2', responsableSst: null, estandares: 21 },
      }),
    });
    await events.click(await screen.findByRole('button', { name: 'Nueva empresa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva empresa' });
    const nit = await within(dialog).findByRole('textbox', { name: 'NIT' });

    await events.type(nit, '901.234.567-8');
    await events.tab();
    expect(
      await within(dialog).findByText('El dígito de verificación del NIT 901234567 es 7, no 8.'),
    ).toBeInTheDocument();
    await events.clear(nit);
    await events.type(nit, '901.234.567-7');

    await events.type(
      within(dialog).getByRole('textbox', { name: 'Nombre o razón social' }),
      'Distribuciones El Cafetal',
    );
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Actividad económica (CIIU)' }),
      '4631 Comercio al por mayor de productos alimenticios',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('Escriba el número de trabajadores');
    await events.selectOptions(within(dialog).getByRole('combobox', { name: 'Clase de riesgo' }), 'II');
    await events.type(within(dialog).getByRole('spinbutton', { name: 'Número de trabajadores' }), '32');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Estándares mínimos aplicables: 21');
    expect(within(dialog).getByRole('status')).toHaveTextContent('De 11 a 50 trabajadores');
    await events.selectOptions(within(dialog).getByRole('combobox', { name: 'ARL' }), 'Colmena Seguros');

    const municipio = within(dialog).getByRole('combobox', { name: 'Municipio' });
    expect(municipio).toBeDisabled();
    await events.selectOptions(within(dialog).getByRole('combobox', { name: 'Departamento' }), 'Caldas');
    expect(municipio).toBeEnabled();
    expect(within(municipio).getAllByRole('option')).toHaveLength(28);
    await events.selectOptions(municipio, 'Manizales');
    await events.type(within(dialog).getByRole('textbox', { name: 'Dirección' }), 'Calle 21 # 22-35');
    await events.click(within(dialog).getByRole('button', { name: 'Crear empresa' }));

    await waitFor(() => expect(api.requestsTo('POST /api/admin/companies')).toHaveLength(1));
    expect(api.requestsTo('POST /api/admin/companies')[0]?.body).toEqual({
      nombre: 'Distribuciones El Cafetal',
      nit: '901234567-7',
      actividadEconomica: '4631 Comercio al por mayor de productos alimenticios',
      claseRiesgo: 'II',
      trabajadores: 32,
      arl: 'Colmena Seguros',
      departamento: '17',
      municipio: '17001',
      direccion: 'Calle 21 # 22-35',
      responsableSstId: null,
    });
    expect(await screen.findByText('Empresa creada: «Distribuciones El Cafetal».')).toBeInTheDocument();
  });

  it('edits a company, offering its people as SST lead, and shows a NIT already in use', async () => {
    const { events, api } = await renderCompanies(adminUser, {
      'GET /api/admin/companies/c-1/people': {
        body: { items: [{ id: LEAD_ID, nombre: 'Diana Marcela Rojas', perfil: 'Responsable SST' }] },
      },
      'PUT /api/admin/companies/c-1': errorResponse(409, 'NIT_IN_USE'),
    });
    const table = await screen.findByRole('table', { name: '1 empresa' });
    await events.click(within(table).getByRole('button', { name: 'Editar «Constructora Andina S.A.S.»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar empresa' });
    expect(await within(dialog).findByRole('combobox', { name: 'Municipio' })).toHaveValue('05001');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Estándares mínimos aplicables: 60');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Clase de riesgo V');
    await events.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Responsable del SG-SST' }),
      'Diana Marcela Rojas (Responsable SST)',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByText('Ya existe una empresa con ese NIT.')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/admin/companies/c-1')[0]?.body).toMatchObject({
      nit: '900123456-8',
      municipio: '05001',
      responsableSstId: LEAD_ID,
    });
  });

  it('deactivates a company after confirming, saying its people stay as they are', async () => {
    const { events, api } = await renderCompanies(adminUser, {
      'POST /api/admin/companies/c-1/deactivate': { body: { ...ANDINA, active: false } },
    });
    const table = await screen.findByRole('table', { name: '1 empresa' });
    await events.click(within(table).getByRole('button', { name: 'Desactivar «Constructora Andina S.A.S.»' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desactivar esta empresa?' });
    expect(dialog).toHaveTextContent('Sus personas, sus cuentas y sus registros de formación no cambian.');
    await events.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Empresa desactivada: «Constructora Andina S.A.S.».')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/admin/companies/c-1/deactivate')).toHaveLength(1);
  });

  it('shows a Responsable SST their company without creating, editing or filters', async () => {
    await renderCompanies(companyLeadUser, {});
    const table = await screen.findByRole('table', { name: '1 empresa' });
    expect(within(table).getByRole('row', { name: /Constructora Andina/ })).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva empresa' })).not.toBeInTheDocument();
    expect(screen.getByText(/pida al administrador de la plataforma/)).toBeInTheDocument();
  });
});
