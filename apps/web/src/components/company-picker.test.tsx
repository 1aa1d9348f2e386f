import type { AdminCompany } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { MockRequest, MockRoutes } from '../testing/mock-api';
import { adminUser, renderApp } from '../testing/render-app';
import { CompanyPicker } from './company-picker';
import { adminCompany } from '../testing/admin-company';

const company = (n: number): AdminCompany =>
  adminCompany({
    id: `c${n}`,
    nombre: `Empresa ${String(n).padStart(3, '0')} S.A.S.`,
    nit: `900${String(n).padStart(6, '0')}-1`,
    trabajadores: 10,
    claseRiesgo: 'II',
    estandares: 21,
    personasActivas: 3,
  });

// 200 companies, as the product is measured with: a select of the first 100 could never offer the 150th.
const COMPANIES = Array.from({ length: 200 }, (_, i) => company(i + 1));

function companiesApi(): MockRoutes {
  return {
    'GET /api/admin/companies': ({ search }: MockRequest) => {
      const q = (search.get('q') ?? '').toLowerCase();
      const pageSize = Number(search.get('pageSize'));
      const matching = COMPANIES.filter((c) => c.nombre.toLowerCase().includes(q));
      return { body: { items: matching.slice(0, pageSize), total: matching.length, page: 1, pageSize } };
    },
    'GET /api/admin/companies/c150': { body: company(150) },
  };
}

/** The picker as a page uses it: the chosen id lives outside it (in the address, for the real pages). */
function Harness({ initial = '', allLabel }: { initial?: string; allLabel?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CompanyPicker id="empresa" value={value} onChange={setValue} {...(allLabel ? { allLabel } : {})} />
      <output data-testid="chosen">{value || 'ninguna'}</output>
    </>
  );
}

const searches = (requests: MockRequest[]) =>
  requests.filter((r) => r.path === '/api/admin/companies').map((r) => r.search.get('q') ?? '');

describe('CompanyPicker', () => {
  it('searches the server as the person types, so a company beyond the first 100 can be chosen', async () => {
    const { api, events } = renderApp(
      '/',
      { user: adminUser, api: companiesApi() },
      <Harness allLabel="Todas las empresas" />,
    );
    const box = await screen.findByRole('combobox', { name: 'Empresa' });
    await events.click(box);
    const list = await screen.findByRole('listbox');
    // The first 20 only, with «Todas las empresas» first and a line saying how many there are.
    expect(within(list).getAllByRole('option')).toHaveLength(21);
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Todas las empresas');
    expect(await screen.findByText(/Escriba para buscar entre las 200 empresas\./)).toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/companies')[0]?.search.get('pageSize')).toBe('20');

    // The box shows «Todas las empresas»; focusing it selects that text, so typing replaces it.
    await events.clear(box);
    await events.type(box, 'empresa 150');
    const option = await screen.findByRole('option', { name: 'Empresa 150 S.A.S.' });
    // Debounced: one request for the whole text, none for each letter.
    expect(searches(api.requests)).toEqual(['', 'empresa 150']);
    expect(screen.queryByRole('option', { name: 'Todas las empresas' })).not.toBeInTheDocument();
    await events.click(option);
    expect(screen.getByTestId('chosen')).toHaveTextContent('c150');
    expect(box).toHaveValue('Empresa 150 S.A.S.');
    // The name came with the option: no request for the company by id.
    expect(api.requestsTo('GET /api/admin/companies/c150')).toHaveLength(0);
  });

  it('shows the chosen company from the address by name, and «Todas las empresas» clears it', async () => {
    const { api, events } = renderApp(
      '/',
      { user: adminUser, api: companiesApi() },
      <Harness initial="c150" allLabel="Todas las empresas" />,
    );
    const box = await screen.findByRole('combobox', { name: 'Empresa' });
    await waitFor(() => expect(box).toHaveValue('Empresa 150 S.A.S.'));
    expect(api.requestsTo('GET /api/admin/companies/c150')).toHaveLength(1);
    await events.click(box);
    await events.click(await screen.findByRole('option', { name: 'Todas las empresas' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('ninguna');
    expect(box).toHaveValue('Todas las empresas');
  });

  it('says so when nothing matches, and more than 20 matches ask for more letters', async () => {
    const { events } = renderApp('/', { user: adminUser, api: companiesApi() }, <Harness />);
    const box = await screen.findByRole('combobox', { name: 'Empresa' });
    await events.type(box, 'empresa 1');
    expect(
      await screen.findByText('100 empresas coinciden y se muestran 20. Escriba más para acotar la búsqueda.'),
    ).toBeInTheDocument();
    // Without «Todas las empresas» a company is required: nothing offers to choose none.
    expect(screen.queryByRole('option', { name: 'Todas las empresas' })).not.toBeInTheDocument();
    await events.clear(box);
    await events.type(box, 'zzz');
    expect(await screen.findByText('Sin resultados.')).toBeInTheDocument();
  });

  it('can be used with the keyboard alone', async () => {
    const { events } = renderApp(
      '/',
      { user: adminUser, api: companiesApi() },
      <Harness allLabel="Todas las empresas" />,
    );
    const box = await screen.findByRole('combobox', { name: 'Empresa' });
    await events.tab();
    expect(box).toHaveFocus();
    await events.keyboard('{Control>}a{/Control}empresa 042');
    await screen.findByRole('option', { name: 'Empresa 042 S.A.S.' });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await events.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('c42');
  });
});
