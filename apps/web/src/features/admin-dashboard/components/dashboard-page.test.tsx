import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, companyLeadUser, renderApp } from '../../../testing/render-app';
import { dashboardApi, sampleDashboard } from './dashboard-fixtures';
import { kpiChange } from './kpi-card';

async function openDashboard(user = adminUser) {
  const view = renderApp('/admin/dashboard', { user, api: dashboardApi() });
  // The first test also loads the lazy page chunks, charts included, on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Panel de control' }, { timeout: 15_000 });
  await screen.findByRole('heading', { level: 2, name: 'Aprendices activos' }, { timeout: 5000 });
  return view;
}

describe('DashboardPage', { timeout: 30_000 }, () => {
  it('shows each KPI with its value and its change against the previous period, the sign said in words', async () => {
    await openDashboard();
    const active = screen.getByRole('region', { name: 'Aprendices activos' });
    expect(active).toHaveTextContent('1.250');
    expect(within(active).getByText('Aumentó 250 frente al periodo anterior (1.000).')).toBeInTheDocument();
    const enrolments = screen.getByRole('region', { name: 'Inscripciones' });
    expect(within(enrolments).getByText('Disminuyó 2 frente al periodo anterior (5).')).toBeInTheDocument();
    const score = screen.getByRole('region', { name: 'Puntaje promedio de la evaluación final' });
    expect(score).toHaveTextContent('73 de 100');
    expect(within(score).getByText(/^Disminuyó 7 puntos/)).toBeInTheDocument();
    const gain = screen.getByRole('region', { name: 'Ganancia normalizada promedio' });
    expect(gain).toHaveTextContent('0,83');
    expect(
      within(gain).getByText('Sin comparación con el periodo anterior (periodo anterior: Sin datos).'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Acciones de mejora abiertas' })).getByText(
        'Sin cambio frente al periodo anterior, que también fue 3.',
      ),
    ).toBeInTheDocument();
    const overdue = screen.getByRole('region', { name: 'Asignaciones atrasadas' });
    expect(overdue).toHaveTextContent('2');
    expect(within(overdue).getByText('Disminuyó 2 frente al periodo anterior (4).')).toBeInTheDocument();
    expect(screen.getByText(/Todas las empresas: del 17 de mayo de 2026 al 15 de junio de 2026/)).toBeInTheDocument();
  });

  it('gives each chart a summary and a data table behind a button', async () => {
    await openDashboard();
    const weekly = await screen.findByRole('figure', { name: 'Actividad semanal' }, { timeout: 10_000 });
    expect(within(weekly).getByRole('img')).toHaveAccessibleName(
      'Gráfico de barras de 2 semanas: la de más actividad fue la del 8 de junio de 2026, con 3 aprendices activos.',
    );
    const button = within(weekly).getByRole('button', { name: 'Ver los datos en una tabla' });
    expect(within(weekly).queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(button);
    const table = within(weekly).getByRole('table', { name: 'Actividad semanal' });
    expect(within(table).getByRole('row', { name: '8 de junio de 2026 3' })).toBeInTheDocument();
    const routes = screen.getByRole('figure', { name: 'Rutas completadas por ruta' });
    expect(within(routes).getByRole('img')).toHaveAccessibleName(
      'Gráfico de barras de 2 rutas con 1 rutas completadas en total; la primera es «Riesgo químico», con 1.',
    );
    // 5 pairs: 2 on time (40 %), none late, 1 overdue (20 %), 1 expired (20 %).
    const compliance = screen.getByRole('figure', { name: 'Cumplimiento por empresa' });
    expect(within(compliance).getByRole('img')).toHaveAccessibleName(
      'Gráfico de barras apiladas de 2 empresas con 5 asignaciones de persona y ruta: 40\u00a0% completadas a tiempo, 0\u00a0% completadas tarde, 20\u00a0% atrasadas y 20\u00a0% con certificado vencido.',
    );
    await userEvent.click(within(compliance).getByRole('button', { name: 'Ver los datos en una tabla' }));
    const rows = within(within(compliance).getByRole('table', { name: 'Cumplimiento por empresa' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'EmpresaAsignacionesCompletada a tiempoCompletada tardeEn cursoAsignadaAtrasadaCertificado vencido',
      'Constructora Andina S.A.S.42 (50\u00a0%)0 (0\u00a0%)1 (25\u00a0%)0 (0\u00a0%)1 (25\u00a0%)0 (0\u00a0%)',
      'Logística del Caribe S.A.S.10 (0\u00a0%)0 (0\u00a0%)0 (0\u00a0%)0 (0\u00a0%)0 (0\u00a0%)1 (100\u00a0%)',
    ]);
  });

  it('lets the Superadministrador filter by company and period, and asks the server for that view', async () => {
    const { api } = await openDashboard();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Empresa' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Logística del Caribe S.A.S.' }));
    await waitFor(() => expect(api.requestsTo('GET /api/admin/dashboard').at(-1)?.search.get('companyId')).toBe('c2'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Últimos 12 meses' }));
    await waitFor(() => expect(api.requestsTo('GET /api/admin/dashboard').at(-1)?.search.get('period')).toBe('12m'));
    expect(api.requestsTo('GET /api/admin/dashboard').at(-1)?.search.get('companyId')).toBe('c2');
    // The company picker searches the server (at most 20 at a time), rather than listing the first 100.
    expect(api.requestsTo('GET /api/admin/companies')[0]?.search.get('pageSize')).toBe('20');
    await userEvent.click(screen.getByRole('combobox', { name: 'Empresa' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Todas las empresas' }));
    await waitFor(() => expect(api.requestsTo('GET /api/admin/dashboard').at(-1)?.search.get('companyId')).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard\?periodo=12m$/);
  });

  it('shows the company of the address by name, even before the list is opened', async () => {
    const view = renderApp('/admin/dashboard?empresa=c2', { user: adminUser, api: dashboardApi() });
    const box = await screen.findByRole('combobox', { name: 'Empresa' }, { timeout: 15_000 });
    await waitFor(() => expect(box).toHaveValue('Logística del Caribe S.A.S.'));
    expect(view.api.requestsTo('GET /api/admin/companies')).toHaveLength(0);
    expect(view.api.requestsTo('GET /api/admin/dashboard')[0]?.search.get('companyId')).toBe('c2');
  });

  it('checks custom dates before asking, with a Spanish message under the field', async () => {
    const { api } = await openDashboard();
    await userEvent.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fechas personalizadas' }));
    const from = await screen.findByLabelText('Desde');
    const to = screen.getByLabelText('Hasta');
    await userEvent.type(from, '2026-06-10');
    await userEvent.type(to, '2026-06-01');
    const before = api.requestsTo('GET /api/admin/dashboard').length;
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar fechas' }));
    expect(await screen.findByText('La fecha final debe ser igual o posterior a la inicial.')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/dashboard').filter((r) => r.search.get('period') === 'custom')).toEqual([]);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-06-12');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar fechas' }));
    await waitFor(() => {
      const last = api.requestsTo('GET /api/admin/dashboard').at(-1);
      expect(last?.search.get('period')).toBe('custom');
      expect(last?.search.get('from')).toBe('2026-06-10');
      expect(last?.search.get('to')).toBe('2026-06-12');
    });
    expect(api.requestsTo('GET /api/admin/dashboard').length).toBeGreaterThan(before);
  });

  it('offers a Responsable SST no company choice: the server shows their own', async () => {
    const { api } = await openDashboard(companyLeadUser);
    expect(screen.queryByRole('combobox', { name: 'Empresa' })).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/companies')).toHaveLength(0);
    expect(api.requestsTo('GET /api/admin/dashboard')[0]?.search.get('companyId')).toBeNull();
  });
});

describe('kpiChange', () => {
  it('says no change when the rounded values are equal, and the direction in words otherwise', () => {
    const gain = sampleDashboard.kpis.find((k) => k.key === 'averageGain');
    if (!gain) throw new Error('sin ganancia');
    expect(kpiChange({ ...gain, value: 0.5, previous: 0.5 }).direction).toBe('same');
    expect(kpiChange({ ...gain, value: 0.62, previous: 0.5 }).spoken).toBe(
      'Aumentó 0,12 frente al periodo anterior (0,50).',
    );
    expect(kpiChange({ ...gain, value: 0.4, previous: 0.5 }).short).toBe('−0,10');
  });
});
