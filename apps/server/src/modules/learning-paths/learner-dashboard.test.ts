import type {
  AdminBank,
  BankItemInput,
  ContinueEvaluationResponse,
  LearnerHome,
  LearnerProgress,
  StartEvaluationResponse,
} from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoute, signedIn, signedInAdmin, textItem } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  // Short adaptive tests: the dashboard only needs a finished pre-test, not a precise one.
  t = await createTestApp({ CAT_MIN_ITEMS: '3', CAT_MAX_ITEMS: '3' });
  admin = (await signedInAdmin(t.app)).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const home = async (cookie: string) => (await get('/api/learner/home', cookie)).json<LearnerHome>();
const progress = async (cookie: string) => (await get('/api/learner/progress', cookie)).json<LearnerProgress>();

/** Reports `seconds` of reading on an item, with the clock moved so the server accepts them as really spent. */
async function spend(cookie: string, url: string, seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    await post(`${url}/progress`, cookie, { secondsDelta: 0 });
    vi.setSystemTime(new Date(Date.parse('2026-11-21T10:00:00Z') + seconds * 1000));
    await post(`${url}/progress`, cookie, { secondsDelta: seconds });
  } finally {
    vi.useRealTimers();
  }
}

const bankItem = (n: number): BankItemInput => ({
  topic: 'Conceptos',
  kind: 'single',
  level: 'medium',
  prompt: `Pregunta de diagnóstico número ${String(n)}`,
  options: [
    { id: 'a', text: 'Correcta', correct: true },
    { id: 'b', text: 'Incorrecta', correct: false },
  ],
  explanation: '',
});

describe('learner home', () => {
  it('continues the route last worked on, lists routes in progress, assigned and recommended', async () => {
    const learner = await signedIn(t.app);
    const alturas = await createRoute(t.app, admin, {
      title: 'Alturas para el tablero',
      items: [textItem('Arnés'), textItem('Líneas de vida')],
      publish: true,
    });
    const assigned = await createRoute(t.app, admin, {
      title: 'Asignada al aprendiz',
      items: [textItem('Uno')],
      publish: true,
    });
    const recommended = await createRoute(t.app, admin, {
      title: 'Recomendada por categoría',
      items: [textItem('Uno')],
      publish: true,
    });
    const draft = await createRoute(t.app, admin, { title: 'Borrador no recomendable' });
    await post(`/api/admin/routes/${assigned.id}/enrolments`, admin, { userIds: [learner.id] });

    const before = await home(learner.cookie);
    expect(before.continueLearning).toBeNull();
    expect(before.inProgress).toEqual([]);
    expect(before.assigned.map((route) => route.title)).toEqual(['Asignada al aprendiz']);
    expect(before.assigned[0]).toMatchObject({ assigned: true, progress: { state: 'not_started', percent: 0 } });

    const first = `/api/routes/${alturas.id}/items/${alturas.items[0]?.id ?? ''}`;
    await post(`${first}/complete`, learner.cookie);

    const after = await home(learner.cookie);
    expect(after.continueLearning).toMatchObject({
      routeId: alturas.id,
      routeTitle: 'Alturas para el tablero',
      // The first item is done: "Continuar" opens the next one.
      stepTitle: 'Líneas de vida',
      href: `/rutas/${alturas.id}/${alturas.items[1]?.id ?? ''}`,
      percent: 50,
    });
    expect(after.inProgress.map((route) => route.title)).toEqual(['Alturas para el tablero']);
    expect(after.inProgress[0]).toMatchObject({
      assigned: false,
      progress: { percent: 50, completedItems: 1, requiredItems: 2, state: 'in_progress' },
    });
    const recommendedTitles = after.recommended.map((route) => route.title);
    // Every test route shares the "Pruebas" category with the learner's routes.
    expect(recommendedTitles).toContain('Recomendada por categoría');
    expect(after.recommended.find((route) => route.id === recommended.id)?.reason).toBe('category');
    expect(recommendedTitles).not.toContain('Alturas para el tablero');
    expect(recommendedTitles).not.toContain('Asignada al aprendiz');
    expect(recommendedTitles).not.toContain(draft.title);
    expect(after.recommended.length).toBeLessThanOrEqual(4);
  });

  it('never shows another learner their neighbour’s routes or progress', async () => {
    const ana = await signedIn(t.app);
    const beto = await signedIn(t.app);
    const route = await createRoute(t.app, admin, { title: 'Solo de Ana', items: [textItem('Uno')], publish: true });
    await post(`/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}/complete`, ana.cookie);

    const seenByBeto = await home(beto.cookie);
    expect(seenByBeto.continueLearning).toBeNull();
    expect(seenByBeto.inProgress).toEqual([]);
    expect(seenByBeto.assigned).toEqual([]);
    const report = await progress(beto.cookie);
    expect(report.routes).toEqual([]);
    expect(report.totals).toEqual({ routes: 0, completedRoutes: 0, completedItems: 0, secondsSpent: 0 });
    expect(report.weeks.every((week) => week.cumulativeItems === 0)).toBe(true);
    expect((await progress(ana.cookie)).totals.completedItems).toBe(1);
  });

  it('asks for a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/learner/home' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/learner/progress' })).statusCode).toBe(401);
  });
});

/** Answers every question of a started test right until it ends. */
async function finishTest(cookie: string, bank: AdminBank, started: StartEvaluationResponse) {
  let item = started.item;
  let last: ContinueEvaluationResponse | null = null;
  while (item) {
    const right = bank.items.find((candidate) => candidate.id === item?.id)?.options.find((o) => o.correct)?.id;
    last = (
      await post(`/api/evaluations/${started.sessionId}/continue`, cookie, { itemId: item.id, answer: [right] })
    ).json<ContinueEvaluationResponse>();
    item = last.item;
  }
  return last;
}

async function routeWithBank(title: string) {
  const route = await createRoute(t.app, admin, { title, items: [textItem('Lectura única')], publish: true });
  for (let n = 1; n <= 6; n += 1) await post(`/api/admin/routes/${route.id}/bank`, admin, bankItem(n));
  const bank = (await get(`/api/admin/routes/${route.id}/bank`, admin)).json<AdminBank>();
  return { route, bank };
}

const start = (cookie: string, routeId: string, kind: 'pretest' | 'test') =>
  post('/api/evaluations/start', cookie, { routeId, kind }).then((r) => r.json<StartEvaluationResponse>());

describe('learner home: tests to resume, finished routes, the next route (decision 029)', () => {
  it('shows a prueba inicial left half-way with the link that resumes it', async () => {
    const learner = await signedIn(t.app);
    const { route, bank } = await routeWithBank('Prueba inicial a medias');
    const started = await start(learner.cookie, route.id, 'pretest');
    const first = started.item;
    if (!first) throw new Error('sin preguntas');
    const right = bank.items.find((candidate) => candidate.id === first.id)?.options.find((o) => o.correct)?.id;
    await post(`/api/evaluations/${started.sessionId}/continue`, learner.cookie, { itemId: first.id, answer: [right] });

    const view = await home(learner.cookie);
    expect(view.openTests).toEqual([
      {
        routeId: route.id,
        routeTitle: 'Prueba inicial a medias',
        kind: 'pretest',
        href: `/rutas/${route.id}/pretest`,
        startedAt: expect.any(String),
      },
    ]);
    expect(view.inProgress.map((r) => r.id)).toContain(route.id);
    expect(view.finished).toEqual([]);
    // The link resumes the same session at its next question, not a new test.
    const resumed = await start(learner.cookie, route.id, 'pretest');
    expect(resumed.sessionId).toBe(started.sessionId);
  });

  it('lists a finished route with its certificate and suggests the next route', async () => {
    const learner = await signedIn(t.app);
    const { route, bank } = await routeWithBank('Ruta terminada con certificado');
    await finishTest(learner.cookie, bank, await start(learner.cookie, route.id, 'pretest'));
    await post(`/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}/complete`, learner.cookie);
    const passed = await finishTest(learner.cookie, bank, await start(learner.cookie, route.id, 'test'));
    const code = passed?.result?.certificateCode;
    expect(code).toEqual(expect.any(String));

    const view = await home(learner.cookie);
    expect(view.openTests).toEqual([]);
    expect(view.inProgress.map((r) => r.id)).not.toContain(route.id);
    expect(view.finished).toHaveLength(1);
    expect(view.finished[0]).toMatchObject({
      id: route.id,
      title: 'Ruta terminada con certificado',
      progress: { state: 'completed', percent: 100 },
      testScore: passed?.result?.score,
      certificate: { code, downloadUrl: `/api/certificates/${code ?? ''}/pdf` },
    });
    expect(view.nextRoute).not.toBeNull();
    expect(view.nextRoute?.id).not.toBe(route.id);
    expect(view.nextRoute?.id).toBe(view.recommended[0]?.id);

    const assigned = await createRoute(t.app, admin, {
      title: 'Asignada después',
      items: [textItem('Uno')],
      publish: true,
    });
    await post(`/api/admin/routes/${assigned.id}/enrolments`, admin, { userIds: [learner.id] });
    expect((await home(learner.cookie)).nextRoute).toMatchObject({ id: assigned.id, reason: 'assigned' });
  });

  it('shows a new learner nothing in progress and nothing finished', async () => {
    const learner = await signedIn(t.app);
    const view = await home(learner.cookie);
    expect(view).toMatchObject({ continueLearning: null, openTests: [], inProgress: [], finished: [] });
  });
});

describe('learner progress', () => {
  it('reports time, completed contents, the pre-test score and the weekly running total', async () => {
    const learner = await signedIn(t.app);
    const route = await createRoute(t.app, admin, {
      title: 'Con pre-test',
      items: [textItem('Lectura uno'), textItem('Lectura dos')],
      // The final test's minimum: a route is published only with that many questions (ADR 034).
      bank: Array.from({ length: 8 }, (_, i) => bankItem(i + 1)),
      publish: true,
    });
    const bank = (await get(`/api/admin/routes/${route.id}/bank`, admin)).json<AdminBank>();

    const step = (
      await post('/api/evaluations/start', learner.cookie, { routeId: route.id, kind: 'pretest' })
    ).json<StartEvaluationResponse>();
    let item = step.item;
    while (item) {
      const answered = await post(`/api/evaluations/${step.sessionId}/continue`, learner.cookie, {
        itemId: item.id,
        answer: [bank.items.find((candidate) => candidate.id === item?.id)?.options.find((o) => o.correct)?.id],
      });
      item = answered.json<ContinueEvaluationResponse>().item;
    }

    const url = `/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}`;
    await spend(learner.cookie, url, 120);
    await post(`${url}/complete`, learner.cookie);

    const report = await progress(learner.cookie);
    expect(report.routes).toHaveLength(1);
    expect(report.routes[0]).toMatchObject({
      id: route.id,
      title: 'Con pre-test',
      progress: { percent: 50, completedItems: 1, requiredItems: 2, secondsSpent: 120, state: 'in_progress' },
      testScore: null,
      testPassed: false,
      testAttempts: 0,
      certificateCode: null,
    });
    expect(report.routes[0]?.pretestScore).toEqual(expect.any(Number));
    // The right answers of that prueba inicial come with its score ("N de M correctas" is shown first).
    const counted = report.routes[0]?.pretestCorrect;
    expect(counted?.answered).toBeGreaterThan(0);
    expect(counted?.correct).toBeLessThanOrEqual(counted?.answered ?? 0);
    expect(report.routes[0]?.testCorrect).toBeNull();
    expect(report.totals).toEqual({ routes: 1, completedRoutes: 0, completedItems: 1, secondsSpent: 120 });
    expect(report.weeks).toHaveLength(12);
    expect(report.weeks.at(-1)).toMatchObject({ completedItems: 1, cumulativeItems: 1 });
  });
});
