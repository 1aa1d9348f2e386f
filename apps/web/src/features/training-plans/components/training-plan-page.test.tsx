import type { Assignment, AssignmentOptions, CompliancePage } from '@academia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, companyLeadUser, renderApp } from '../../../testing/render-app';

const options: AssignmentOptions = {
  routes: [
    { id: 'r-1', title: 'Trabajo seguro en alturas' },
    { id: 'r-2', title: 'Plan de emergencias' },
  ],
  companies: [
    { id: 'c-1', nombre: 'Constructora Andina S.A.S.' },
    { id: 'c-2', nombre: 'Logística del Caribe S.A.S.' },
  ],
  jobTitles: ['operario de montacargas'],
  today: '2026-03-01',
};

const assignment: Assignment = {
  id: 'a-1',
  routeId: 'r-2',
  routeTitle: 'Plan de emergencias',
  targetKind: 'company',
  userId: null,
  userName: null,
  companyId: 'c-1',
  companyName: 'Constructora Andina S.A.S.',
  jobTitle: null,
  dueDate: '2026-03-31',
  mandatory: true,
  origin: 'plan',
  coveredCount: 12,
  createdAt: '2026-02-20T12:00:00.000Z',
};

const compliance: CompliancePage = {
  items: [
    {
      userId: 'u-1',
      userName: 'Ana María Pérez',
      email: 'ana@example.co',
      companyId: 'c-1',
      companyName: 'Constructora Andina S.A.S.',
      cargo: 'Operaria',
      routeId: 'r-2',
      routeTitle: 'Plan de emergencias',
      dueDate: '2026-02-15',
      mandatory: true,
      status: 'overdue',
      certificateIssuedAt: null,
      certificateExpiresAt: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
  counts: { assigned: 3, in_progress: 2, completed_on_time: 4, completed_late: 1, overdue: 1, expired: 0 },
};

function renderPage(user = adminUser, extra: Record<string, unknown> = {}, path = '/admin/plan-de-capacitacion') {
  return renderApp(path, {
    user,
    api: {
      'GET /api/admin/training-plans/options': { body: options },
      'GET /api/admin/training-plans/assignments': { body: { items: [assignment] } },
      'GET /api/admin/training-plans/compliance': { body: compliance },
      ...extra,
    },
  });
}

describe('Plan de capacitación', { timeout: 30_000 }, () => {
  it('lists the assignments and who is behind, with «Atrasada» and the counts', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plan de capacitación' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Asignaciones activas' });
    expect(within(table).getByText('Constructora Andina S.A.S.')).toBeInTheDocument();
    expect(within(table).getByText('12')).toBeInTheDocument();
    const rows = await screen.findByRole('table', { name: 'Cumplimiento por persona y ruta' });
    expect(within(rows).getByText('Ana María Pérez')).toBeInTheDocument();
    expect(within(rows).getByText('Atrasada')).toBeInTheDocument();
    expect(screen.getByText(/Completada a tiempo: 4/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      '/api/admin/training-plans/compliance/export',
    );
  });

  it('refuses to send a job-title assignment without a due date, and sends a complete one', async () => {
    const view = renderPage(adminUser, {
      'POST /api/admin/training-plans/assignments': {
        status: 201,
        body: {
          ...assignment,
          id: 'a-2',
          targetKind: 'job_title',
          jobTitle: 'soldador',
          routeTitle: 'Trabajo seguro en alturas',
          coveredCount: 3,
        },
      },
    });
    const form = await screen.findByRole('region', { name: 'Nueva asignación' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Asignar ruta' }));
    expect(await screen.findByText('Elija la ruta.')).toBeInTheDocument();
    expect(screen.getByText('Escriba el cargo.')).toBeInTheDocument();
    expect(view.api.requestsTo('POST /api/admin/training-plans/assignments')).toHaveLength(0);

    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Ruta/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Trabajo seguro en alturas' }));
    fireEvent.change(within(form).getByRole('combobox', { name: /Cargo/ }), { target: { value: 'Soldador' } });
    fireEvent.change(within(form).getByLabelText(/Fecha límite/), { target: { value: '2026-04-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Asignar ruta' }));
    await waitFor(() => expect(view.api.requestsTo('POST /api/admin/training-plans/assignments')).toHaveLength(1));
    expect(view.api.requestsTo('POST /api/admin/training-plans/assignments')[0]?.body).toEqual({
      routeId: 'r-1',
      targetKind: 'job_title',
      userId: null,
      companyId: null,
      jobTitle: 'Soldador',
      dueDate: '2026-04-15',
      mandatory: true,
    });
    expect(await screen.findByText(/Ruta asignada: Trabajo seguro en alturas\. Cubre hoy a 3/)).toBeInTheDocument();
  });

  it('offers a lead no company filter (their own company is the only one)', async () => {
    renderPage(companyLeadUser, {
      'GET /api/admin/training-plans/options': { body: { ...options, companies: [options.companies[0]] } },
    });
    await screen.findByRole('table', { name: 'Cumplimiento por persona y ruta' }, { timeout: 5000 });
    expect(screen.queryByRole('combobox', { name: 'Empresa' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
  });

  it('archives an assignment after confirming', async () => {
    const view = renderPage(adminUser, { 'DELETE /api/admin/training-plans/assignments/a-1': { status: 204 } });
    fireEvent.click(
      await screen.findByRole('button', { name: /Archivar la asignación de Plan de emergencias/ }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Archivar la asignación' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    await waitFor(() =>
      expect(view.api.requestsTo('DELETE /api/admin/training-plans/assignments/a-1')).toHaveLength(1),
    );
    expect(await screen.findByText('Asignación archivada: Plan de emergencias.')).toBeInTheDocument();
  });

  it('opens the compliance table on the company a link names (?empresa=), as the PHVA cycle links to it', async () => {
    const { api } = renderPage(adminUser, {}, '/admin/plan-de-capacitacion?empresa=c-2');
    await screen.findByRole('table', { name: 'Cumplimiento por persona y ruta' }, { timeout: 15_000 });
    const requests = api.requestsTo('GET /api/admin/training-plans/compliance');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((request) => request.search.get('companyId') === 'c-2')).toBe(true);
  });
});
