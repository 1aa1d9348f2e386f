import type { AdminCompany, AtRisk, Funnel, InsightGain, RouteInsight, WeakTopics } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../../testing/mock-api';
import { adminUser, companyLeadUser, renderApp } from '../../../testing/render-app';
import { adminCompany } from '../../../testing/admin-company';

const ROUTE = { id: 'r-1', title: 'Trabajo seguro en alturas', status: 'published' };
const company = (id: string, nombre: string): AdminCompany => adminCompany({ id, nombre });

const funnel: Funnel = {
  route: ROUTE,
  from: '2026-05-16T15:00:00.000Z',
  to: '2026-06-15T15:00:00.000Z',
  steps: [
    { kind: 'enrolled', itemId: null, label: 'Inscritos', count: 4, drop: null, dropShare: null },
    { kind: 'pretest', itemId: null, label: 'Prueba inicial terminada', count: 4, drop: 0, dropShare: 0 },
    { kind: 'content', itemId: 'i1', label: '1. Introducción', count: 3, drop: 1, dropShare: 0.25 },
    { kind: 'final_taken', itemId: null, label: 'Evaluación final presentada', count: 2, drop: 1, dropShare: 1 / 3 },
    { kind: 'passed', itemId: null, label: 'Evaluación final aprobada', count: 1, drop: 1, dropShare: 0.5 },
  ],
};
const buckets = (counts: number[], edges: number[]) =>
  counts.map((count, i) => ({ from: edges[i] ?? 0, to: edges[i + 1] ?? 0, count }));
const gain: InsightGain = {
  routes: [
    {
      routeId: ROUTE.id,
      title: ROUTE.title,
      people: 2,
      meanPre: 45,
      meanPost: 65,
      meanHake: 0.18,
      pre: { min: 30, q1: 30, median: 30, q3: 60, max: 60 },
      post: { min: 40, q1: 40, median: 40, q3: 90, max: 90 },
      hake: { min: -0.5, q1: -0.5, median: -0.5, q3: 0.86, max: 0.86 },
      preBuckets: buckets([0, 0, 0, 1, 0, 0, 1, 0, 0, 0], [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]),
      postBuckets: buckets([0, 0, 0, 0, 1, 0, 0, 0, 0, 1], [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]),
      hakeBuckets: buckets([1, 0, 0, 1], [-1, 0, 0.3, 0.7, 1]),
    },
  ],
  topics: [
    {
      routeId: ROUTE.id,
      routeTitle: ROUTE.title,
      topic: 'Conceptos básicos',
      preAnswers: 4,
      preCorrectShare: 0.25,
      postAnswers: 2,
      postCorrectShare: 0.5,
    },
  ],
};
const weak: WeakTopics = {
  topics: [
    {
      routeId: ROUTE.id,
      routeTitle: ROUTE.title,
      topic: 'Conceptos básicos',
      answers: 6,
      correctShare: 1 / 3,
    },
  ],
  items: [
    {
      itemId: 'q1',
      routeId: ROUTE.id,
      routeTitle: ROUTE.title,
      topic: 'Conceptos básicos',
      prompt: '¿Cuándo se usa el arnés?',
      answers: 6,
      wrongShare: 2 / 3,
    },
  ],
};
const atRisk: AtRisk = {
  total: 1,
  items: [
    {
      userId: 'u-3',
      nombre: 'Ángela Ruiz',
      email: 'angela@example.co',
      companyName: 'Constructora Andina S.A.S.',
      routeId: ROUTE.id,
      routeTitle: ROUTE.title,
      criteria: ['inactive', 'low_pretest', 'overdue'],
      lastActivityAt: '2026-05-21T14:00:00.000Z',
      preScore: 20,
    },
  ],
};

function renderHub(user = adminUser, extra = {}) {
  return renderApp('/admin/insight-hub', {
    user,
    api: {
      'GET /api/admin/insights/routes': { body: { items: [ROUTE] } },
      'GET /api/admin/companies': {
        body: {
          items: user === adminUser ? [company('c-a', 'Constructora Andina S.A.S.'), company('c-b', 'Logística')] : [],
          total: 0,
          page: 1,
          pageSize: 100,
        },
      },
      'GET /api/admin/insights/funnel': { body: funnel },
      'GET /api/admin/insights/gain': { body: gain },
      'GET /api/admin/insights/weak-topics': { body: weak },
      'GET /api/admin/insights/at-risk': { body: atRisk },
      ...extra,
    },
  });
}

describe('Insight Hub', { timeout: 30_000 }, () => {
  it('shows the funnel of the first route with counts, drops and a CSV link that keeps the filters', async () => {
    const { api } = renderHub();
    const table = await screen.findByRole('table', { name: `Embudo: ${ROUTE.title}` }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['4', '—', '—'],
      ['4', '0', '0\u00a0%'],
      ['3', '1', '25\u00a0%'],
      ['2', '1', '33\u00a0%'],
      ['1', '1', '50\u00a0%'],
    ]);
    expect(api.requestsTo('GET /api/admin/insights/funnel')[0]?.search.get('routeId')).toBe(ROUTE.id);
    expect(screen.getByRole('link', { name: 'Descargar CSV: Embudo' })).toHaveAttribute(
      'href',
      `/api/admin/insights/export/funnel.csv?routeId=${ROUTE.id}&period=30d`,
    );
  });

  it('shows the gain with its quartiles and histograms, and weak items linked to the bank', async () => {
    renderHub();
    const gainTable = await screen.findByRole('table', { name: 'Ganancia de aprendizaje' }, { timeout: 10_000 });
    expect(within(gainTable).getByText('45 (30 · 30 · 60)')).toBeInTheDocument();
    const bands = screen.getByRole('table', { name: `Ganancia normalizada por bandas: ${ROUTE.title}` });
    expect(within(bands).getByRole('row', { name: /Negativa \(menor que 0\) 1/ })).toBeInTheDocument();
    const scores = screen.getByRole('table', { name: `Distribución de puntajes: ${ROUTE.title}` });
    expect(within(scores).getByRole('row', { name: /30 a 39 1 0/ })).toBeInTheDocument();
    // Mastery and its answers, without a count of people (decision 054).
    const topics = screen.getByRole('table', { name: 'Temas con menor dominio' });
    expect(
      within(topics)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tema', 'Ruta', 'Respuestas', 'Dominio (% de acierto)', 'Dominio (barra)']);
    expect(within(topics).getByRole('row', { name: /Conceptos básicos .* 6 33/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Cuándo se usa el arnés?' })).toHaveAttribute(
      'href',
      `/admin/rutas/${ROUTE.id}?pestana=banco`,
    );
  });

  it('states the at-risk rule, links the person and sends a reminder once', async () => {
    const { events, api } = renderHub(adminUser, {
      'POST /api/admin/insights/at-risk/u-3/reminder': { body: { sentTo: 'angela@example.co' } },
    });
    expect(
      await screen.findByText(/Sin actividad hace más de 14 días:/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/menos de 40 en la prueba inicial/)).toBeInTheDocument();
    expect(screen.getByText('Atrasado en su plan de capacitación:')).toBeInTheDocument();
    expect(screen.getByText(/la fecha límite ya pasó y no tiene un certificado vigente de ella/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ángela Ruiz' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/admin/usuarios/u-3',
    );
    await events.click(screen.getByRole('button', { name: `Enviar recordatorio a Ángela Ruiz sobre ${ROUTE.title}` }));
    expect(await screen.findByText('Se envió el recordatorio a Ángela Ruiz (angela@example.co).')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/admin/insights/at-risk/u-3/reminder')[0]?.body).toEqual({ routeId: ROUTE.id });
  });

  it('says why a second reminder is refused', async () => {
    const { events } = renderHub(adminUser, {
      'POST /api/admin/insights/at-risk/u-3/reminder': errorResponse(
        429,
        'RATE_LIMITED',
        { retryAfterSeconds: 86_400 },
        'Ya se envió un recordatorio a esta persona sobre esta ruta. Podrá enviar otro en 24 horas.',
      ),
    });
    await events.click(
      await screen.findByRole('button', { name: /Enviar recordatorio a Ángela Ruiz/ }, { timeout: 10_000 }),
    );
    expect(await screen.findByText(/Podrá enviar otro en 24 horas/)).toBeInTheDocument();
  });

  it('filters by company for the Superadministrador and asks both days of a custom period', async () => {
    const { events, api } = renderHub();
    const companyBox = await screen.findByRole('combobox', { name: 'Empresa' }, { timeout: 10_000 });
    await events.clear(companyBox);
    // The picker asks the server for what was typed, instead of listing the first 100 companies.
    await events.type(companyBox, 'logís');
    await waitFor(() => expect(api.requestsTo('GET /api/admin/companies').at(-1)?.search.get('q')).toBe('logís'));
    await events.click(await screen.findByRole('option', { name: 'Logística' }));
    await waitFor(() =>
      expect(api.requestsTo('GET /api/admin/insights/gain').at(-1)?.search.get('companyId')).toBe('c-b'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('empresa=c-b');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), 'custom');
    expect(screen.getByText('Elija la fecha inicial del periodo.')).toBeInTheDocument();
  });

  it('shows a lead no company choice', async () => {
    const { api } = renderHub(companyLeadUser);
    await screen.findByRole('table', { name: `Embudo: ${ROUTE.title}` }, { timeout: 10_000 });
    expect(screen.queryByRole('combobox', { name: 'Empresa' })).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/companies')).toHaveLength(0);
  });
});

describe('Route detail', { timeout: 30_000 }, () => {
  const detail: RouteInsight = {
    route: ROUTE,
    enrolled: 4,
    requiredItems: 1,
    items: [
      {
        itemId: 'i1',
        position: 1,
        title: 'Introducción',
        kind: 'text',
        required: true,
        started: 3,
        completed: 3,
        completionShare: 0.75,
        meanSeconds: 600,
        estimatedMinutes: 5,
      },
    ],
    bank: [
      {
        itemId: 'q1',
        topic: 'Conceptos básicos',
        prompt: '¿Cuándo se usa el arnés?',
        status: 'active',
        answers: 6,
        correctShare: 1 / 3,
        difficulty: 0.5,
        discrimination: 1.2,
      },
    ],
    companies: [
      {
        companyId: 'c-a',
        companyName: 'Constructora Andina S.A.S.',
        enrolled: 3,
        passed: 1,
        meanPre: 30,
        meanPost: 90,
        meanHake: 0.86,
      },
    ],
    learners: [
      {
        userId: 'u-1',
        nombre: 'Ana Pérez',
        companyName: 'Constructora Andina S.A.S.',
        enrolledAt: '2026-06-01T14:00:00.000Z',
        itemsCompleted: 1,
        preScore: 30,
        bestFinalScore: 90,
        passed: true,
        lastActivityAt: '2026-06-10T15:00:00.000Z',
      },
    ],
    learnersTotal: 1,
  };

  it('shows items, bank, companies and learners with CSV links for the route', async () => {
    renderApp(`/admin/insight-hub/detalles/${ROUTE.id}?periodo=90d`, {
      user: adminUser,
      api: {
        'GET /api/admin/insights/routes': { body: { items: [ROUTE] } },
        'GET /api/admin/companies': { body: { items: [], total: 0, page: 1, pageSize: 100 } },
        [`GET /api/admin/insights/routes/${ROUTE.id}`]: { body: detail },
      },
    });
    expect(
      await screen.findByRole('heading', { name: `Detalle: ${ROUTE.title}` }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Contenidos: tiempo y avance' });
    expect(within(items).getByRole('row', { name: /1\. Introducción 3 3 75\s%/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Comparación por empresa' })).toHaveTextContent('0,86');
    expect(screen.getByRole('link', { name: 'Ana Pérez' })).toHaveAttribute('href', '/admin/usuarios/u-1');
    expect(screen.getByRole('link', { name: 'Descargar CSV: Personas inscritas' })).toHaveAttribute(
      'href',
      `/api/admin/insights/export/route-learners.csv?routeId=${ROUTE.id}&period=90d`,
    );
  });
});
