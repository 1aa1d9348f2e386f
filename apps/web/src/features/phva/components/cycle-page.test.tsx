import { scoreMinimumStandards, standardsOfSet, type AdminCompany, type CycleDetail } from '@academia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, companyLeadUser, renderApp } from '../../../testing/render-app';
import { adminCompany } from '../../../testing/admin-company';

const ID = '0f7e2a34-8d1b-4c2e-9f10-2b3c4d5e6f70';

/** A 21-standard cycle where `unmet` standards are "no cumple" and the rest "cumple". */
function cycleWith(unmet: string[], overrides: Partial<CycleDetail> = {}): CycleDetail {
  const assessments = standardsOfSet(21).map((s) => ({
    code: s.code,
    status: unmet.includes(s.code) ? ('no_cumple' as const) : ('cumple' as const),
    justification: '',
    notes: '',
    evidence: [],
    updatedAt: '2026-03-01T12:00:00.000Z',
  }));
  const result = scoreMinimumStandards({ set: 21, assessments });
  return {
    id: ID,
    companyId: 'c-1',
    companyName: 'Distribuciones El Cafetal S.A.S.',
    period: 2026,
    phase: 'verificar',
    status: 'abierto',
    responsibleName: 'Marcela Ospina Giraldo',
    evaluationDate: '2026-02-16',
    standardSet: 21,
    score: result.score,
    rating: result.rating,
    createdAt: '2026-02-01T12:00:00.000Z',
    closedAt: null,
    suggestedSet: 21,
    suggestedSetReason:
      'De 11 a 50 trabajadores con riesgo I, II o III: aplican 21 estándares (Res. 0312 de 2019, art. 9).',
    setJustification: null,
    schedule: {},
    assessments,
    actions: [],
    result,
    previous: null,
    ...overrides,
  };
}

const noPlan = {
  companyId: 'c-1',
  total: 0,
  counts: { assigned: 0, in_progress: 0, completed_on_time: 0, completed_late: 0, overdue: 0, expired: 0 },
};

function renderPhase(phase: string, cycle: CycleDetail, extra: Record<string, unknown> = {}) {
  return renderApp(`/admin/evaluacion/${phase}/${ID}`, {
    user: companyLeadUser,
    api: {
      [`GET /api/admin/phva/cycles/${ID}`]: { body: cycle },
      [`GET /api/admin/phva/cycles/${ID}/training-plan`]: { body: noPlan },
      ...extra,
    },
  });
}

describe('Verificar', { timeout: 30_000 }, () => {
  it('shows the score, the rating, the rule for 21 standards and what art. 28 requires of that band', async () => {
    renderPhase('verificar', cycleWith(['1.1.1', '1.1.3', '2.1.1', '5.1.1']));
    expect(await screen.findByText(/^80,95\s%$/, undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Calificación: Moderadamente aceptable')).toBeInTheDocument();
    expect(screen.getByText(/100 ÷ 21 puntos/)).toBeInTheDocument();
    expect(screen.getByText(/reporte de avances del plan en un plazo máximo de 6 meses/)).toBeInTheDocument();
    expect(screen.getByText(/plan de visitas/)).toBeInTheDocument();
    expect(screen.getByText(/queda a disposición del Ministerio del Trabajo/)).toBeInTheDocument();
    expect(screen.queryByText(/3 meses/)).not.toBeInTheDocument();
    expect(screen.getByText(/^5\.1\.1 · .*\(no cumple\)$/)).toBeInTheDocument();
    expect(screen.getAllByRole('figure').length).toBeGreaterThanOrEqual(3);
  });

  it('says a crítico rating needs a plan at once and a report to the ARL within 3 months', async () => {
    const unmet = standardsOfSet(21)
      .slice(0, 9)
      .map((s) => s.code);
    renderPhase('verificar', cycleWith(unmet));
    expect(await screen.findByText('Calificación: Crítico', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText(/de inmediato un plan de mejoramiento/)).toBeInTheDocument();
    expect(screen.getByText(/plazo máximo de 3 meses/)).toBeInTheDocument();
  });
});

describe('Hacer', { timeout: 30_000 }, () => {
  it('saves a status at once and holds a "no aplica" until its reason is written', async () => {
    const cycle = { ...cycleWith([]), phase: 'hacer' as const, assessments: [] };
    const { api } = renderPhase('hacer', cycle, {
      [`PUT /api/admin/phva/cycles/${ID}/assessments/1.1.1`]: { body: cycle },
      [`PUT /api/admin/phva/cycles/${ID}/assessments/1.1.8`]: { body: cycle },
    });
    const first = await screen.findByRole('article', { name: /^1\.1\.1 · / }, { timeout: 4000 });
    fireEvent.click(within(first).getByRole('radio', { name: 'Cumple' }));
    await waitFor(() => expect(api.requestsTo(`PUT /api/admin/phva/cycles/${ID}/assessments/1.1.1`)).toHaveLength(1));
    expect(api.requestsTo(`PUT /api/admin/phva/cycles/${ID}/assessments/1.1.1`)[0]?.body).toEqual({
      status: 'cumple',
      justification: '',
      notes: '',
    });

    const committee = screen.getByRole('article', { name: /^1\.1\.8 · / });
    fireEvent.click(within(committee).getByRole('radio', { name: 'No aplica' }));
    expect(within(committee).getByText(/sin justificación no se guarda/)).toBeInTheDocument();
    expect(api.requestsTo(`PUT /api/admin/phva/cycles/${ID}/assessments/1.1.8`)).toHaveLength(0);
    fireEvent.change(within(committee).getByRole('textbox', { name: /Justificación/ }), {
      target: { value: 'Funciona un vigía de convivencia.' },
    });
    await waitFor(() => expect(api.requestsTo(`PUT /api/admin/phva/cycles/${ID}/assessments/1.1.8`)).toHaveLength(1), {
      timeout: 3000,
    });
    expect(api.requestsTo(`PUT /api/admin/phva/cycles/${ID}/assessments/1.1.8`)[0]?.body).toMatchObject({
      status: 'no_aplica',
      justification: 'Funciona un vigía de convivencia.',
    });
  });

  it('shows on a training standard where the company’s training plan stands today, with a link to its compliance', async () => {
    const cycle = { ...cycleWith([]), phase: 'hacer' as const, assessments: [] };
    renderPhase('hacer', cycle, {
      [`GET /api/admin/phva/cycles/${ID}/training-plan`]: {
        body: {
          companyId: 'c-1',
          total: 8,
          counts: { assigned: 1, in_progress: 1, completed_on_time: 4, completed_late: 1, overdue: 1, expired: 0 },
        },
      },
    });
    const training = await screen.findByRole('article', { name: /^1\.2\.1 · / }, { timeout: 4000 });
    expect(await within(training).findByText('5 de 8 asignaciones completadas (63 %).')).toBeInTheDocument();
    expect(within(training).getByText('Atrasada: 1')).toBeInTheDocument();
    expect(within(training).queryByText(/Certificado vencido/)).not.toBeInTheDocument();
    expect(
      within(training).getByRole('link', { name: 'Ver el cumplimiento del plan de capacitación' }),
    ).toHaveAttribute('href', '/admin/plan-de-capacitacion?empresa=c-1');
    const other = screen.getByRole('article', { name: /^1\.1\.1 · / });
    expect(within(other).queryByText(/Plan de capacitación de la empresa/)).not.toBeInTheDocument();
  });
});

const companyRow = ({ id, nombre }: { id: string; nombre: string }): AdminCompany =>
  adminCompany({ id, nombre, nit: '900150150-1', trabajadores: 40, claseRiesgo: 'III', estandares: 21 });

describe('New cycle', { timeout: 30_000 }, () => {
  it('lets the Superadministrador find the company by typing, beyond the first 100', async () => {
    const company = { id: 'c-150', nombre: 'Obras del Llano S.A.S.' };
    const { api, events } = renderApp('/admin/evaluacion', {
      user: adminUser,
      api: {
        'GET /api/admin/phva/cycles': { body: { items: [] } },
        'GET /api/admin/companies': ({ search }) => ({
          body: {
            items: search.get('q') === 'llano' ? [companyRow(company)] : [],
            total: search.get('q') === 'llano' ? 1 : 200,
            page: 1,
            pageSize: 20,
          },
        }),
        'POST /api/admin/phva/cycles': 'network-error',
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Nuevo ciclo' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo ciclo de evaluación' });
    const create = within(dialog).getByRole('button', { name: 'Crear ciclo' });
    // A company is required: nothing is chosen for the Superadministrador until they pick one.
    expect(create).toBeDisabled();
    await events.type(within(dialog).getByRole('combobox', { name: 'Empresa' }), 'llano');
    await events.click(await screen.findByRole('option', { name: company.nombre }));
    expect(create).toBeEnabled();
    await events.click(create);
    await waitFor(() =>
      expect(api.requestsTo('POST /api/admin/phva/cycles')[0]?.body).toEqual(
        expect.objectContaining({ companyId: 'c-150' }),
      ),
    );
    expect(api.requestsTo('GET /api/admin/companies').every((r) => r.search.get('pageSize') === '20')).toBe(true);
  });
});
