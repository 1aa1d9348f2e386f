import {
  COMPANY_LEAD_PROFILE,
  type AdminRoute,
  type AnswerResult,
  type AttemptView,
  type CompleteItemResult,
  type Debrief,
  type RouteDetail,
  type ScenarioDefinitionInput,
  type SimulatorOverview,
} from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankQuestions,
  createRoute,
  MIN_BANK,
  sampleFiles,
  signedIn,
  signedInAdmin,
  textItem,
  uploadFile,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The simulator (decision 037): attempts, the route's simulator step, the final test's gate, and who may do what. */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
});
afterAll(() => t.close());

const headers = (cookie?: string) => (cookie ? { cookie } : {});
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: headers(cookie) });
const post = (url: string, cookie?: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: headers(cookie), payload });
const put = (url: string, cookie?: string, payload: object = {}) =>
  t.app.inject({ method: 'PUT', url, headers: headers(cookie), payload });

/** Best path: 10 + 7 × 2 + 5 + 10 = 39 points; 70 % to pass is 28. */
function scenario(): ScenarioDefinitionInput {
  return {
    title: 'Visita a la obra',
    summary: 'Recorra la obra, valore un peligro y decida cómo salir.',
    passPercent: 70,
    startId: 'llegada',
    situations: [
      {
        id: 'llegada',
        kind: 'choice',
        title: 'Llegada a la obra',
        text: 'Usted llega a la obra para una inspección.',
        choices: [
          {
            id: 'epp',
            text: 'Pedir casco y botas',
            consequence: 'Usted entra protegido.',
            points: 10,
            critical: false,
            next: 'valoracion',
          },
          {
            id: 'sin-epp',
            text: 'Entrar sin casco',
            consequence: 'Se expone sin necesidad.',
            points: 0,
            critical: false,
            next: 'valoracion',
          },
        ],
      },
      {
        id: 'valoracion',
        kind: 'gtc45',
        title: 'Caída de objetos',
        text: 'Desde el andamio caen herramientas sobre la zona de paso.',
        hazard: 'Caída de objetos desde el andamio (condiciones de seguridad, locativo)',
        expected: { nd: 6, ne: 3, nc: 25 },
        rationale: { nd: 'Falta la malla en un tramo.', ne: 'Pasan varias veces al día.', nc: 'Un golpe incapacita.' },
        pointsPerValue: 2,
        next: 'calculo',
      },
      {
        id: 'calculo',
        kind: 'calculation',
        title: 'Área por aislar',
        text: 'La zona mide 5 m por 2,5 m.',
        fields: [
          {
            id: 'area',
            label: 'Área',
            unit: 'm²',
            expected: 12.5,
            tolerance: 0,
            points: 5,
            explanation: '5 × 2,5 = 12,5.',
          },
        ],
        next: 'salida',
      },
      {
        id: 'salida',
        kind: 'choice',
        title: 'La salida',
        text: 'Suena la alarma.',
        choices: [
          {
            id: 'escalera',
            text: 'Bajar por la escalera',
            consequence: 'Sale en orden.',
            points: 10,
            critical: false,
            next: 'fin',
          },
          {
            id: 'ascensor',
            text: 'Tomar el montacargas',
            consequence: 'Queda atrapado.',
            points: 10,
            critical: true,
            next: 'fin',
          },
        ],
      },
      { id: 'fin', kind: 'end', title: 'Fin de la visita', text: 'Termina la visita.' },
    ],
  };
}

const rightValuation = { nd: 6, ne: 3, nc: 25, np: 18, nr: 450, level: 'II', acceptability: 'aceptable_con_control' };
const wrongValuation = { ...rightValuation, nd: 10, np: 30, nr: 750, level: 'I', acceptability: 'no_aceptable' };

async function routeWithScenario(options: { unlockInOrder?: boolean; bank?: boolean; status?: string } = {}) {
  const route = await createRoute(t.app, admin, {
    items: [textItem('Única lección')],
    publish: true,
    unlockInOrder: options.unlockInOrder ?? true,
    ...(options.bank ? { bank: bankQuestions(MIN_BANK) } : {}),
  });
  const saved = await put(`/api/admin/routes/${route.id}/simulator`, admin, {
    definition: scenario(),
    status: options.status ?? 'published',
  });
  expect(saved.statusCode).toBe(200);
  return route;
}

async function completeContents(route: AdminRoute, cookie: string): Promise<CompleteItemResult[]> {
  const results: CompleteItemResult[] = [];
  for (const item of route.items) {
    const done = await post(`/api/routes/${route.id}/items/${item.id}/complete`, cookie);
    expect(done.statusCode).toBe(200);
    results.push(done.json<CompleteItemResult>());
  }
  return results;
}

async function detail(routeId: string, cookie: string) {
  return (await get(`/api/routes/${routeId}`, cookie)).json<RouteDetail>();
}

async function start(routeId: string, cookie: string, restart = false) {
  const response = await post(`/api/routes/${routeId}/simulator/attempts`, cookie, restart ? { restart } : {});
  expect(response.statusCode).toBe(200);
  return response.json<AttemptView>();
}

async function reply(attemptId: string, cookie: string, payload: object) {
  return post(`/api/simulator/attempts/${attemptId}/answers`, cookie, payload);
}

/** Plays the whole scenario; `exit` is the last decision. */
async function play(attemptId: string, cookie: string, options: { valuation?: object; exit?: string } = {}) {
  const answers = [
    { situationId: 'llegada', choiceId: 'epp' },
    { situationId: 'valoracion', values: options.valuation ?? rightValuation },
    { situationId: 'calculo', values: { area: 12.5 } },
    { situationId: 'salida', choiceId: options.exit ?? 'escalera' },
  ];
  let last: AnswerResult | null = null;
  for (const payload of answers) {
    const response = await reply(attemptId, cookie, payload);
    expect(response.statusCode).toBe(200);
    last = response.json<AnswerResult>();
  }
  return last as AnswerResult;
}

describe('saving a scenario (Superadministrador)', () => {
  it('refuses an invalid definition with every problem in Spanish and saves nothing', async () => {
    const route = await createRoute(t.app, admin, { items: [textItem('Lección')], publish: true });
    const broken = scenario();
    const exit = broken.situations[3];
    if (exit?.kind === 'choice') exit.choices = exit.choices.slice(0, 1);
    const calc = broken.situations[2];
    if (calc?.kind === 'calculation') calc.next = 'no-existe';
    const response = await put(`/api/admin/routes/${route.id}/simulator`, admin, {
      definition: broken,
      status: 'published',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{
      error: { code: string; message: string; details: { fields: { path: string; message: string }[] } };
    }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('El escenario tiene errores: corríjalos antes de guardarlo.');
    expect(error.details.fields).toEqual(
      expect.arrayContaining([
        {
          path: 'situations.3.choices',
          message: '«La salida» necesita al menos 2 opciones para que haya una decisión.',
        },
        {
          path: 'situations.2.next',
          message: '«Área por aislar» lleva a «no-existe», que no existe: elija la situación siguiente.',
        },
      ]),
    );
    expect((await get(`/api/admin/routes/${route.id}/simulator`, admin)).statusCode).toBe(404);
    const steps = (await detail(route.id, (await signedIn(t.app)).cookie)).steps.map((step) => step.kind);
    expect(steps).not.toContain('simulator');
  });

  it('saves a valid one with its computed maximum, records it in the audit log, and validates without saving', async () => {
    const route = await routeWithScenario({ status: 'draft' });
    const saved = (await get(`/api/admin/routes/${route.id}/simulator`, admin)).json<{
      maxScore: number;
      status: string;
    }>();
    expect(saved).toMatchObject({ maxScore: 39, status: 'draft' });
    const audit = await get(`/api/admin/audit?entityType=simulator_scenario&entityId=${route.id}`, admin);
    expect(audit.json<{ items: { action: string }[] }>().items.map((entry) => entry.action)).toEqual([
      'simulator.save',
    ]);

    const check = await post('/api/admin/simulator/validate', admin, { definition: scenario() });
    expect(check.json()).toEqual({ valid: true, maxScore: 39, errors: [] });
    const bad = await post('/api/admin/simulator/validate', admin, { definition: { ...scenario(), startId: 'nada' } });
    expect(bad.json()).toMatchObject({
      valid: false,
      maxScore: null,
      errors: [{ path: 'startId', message: 'La situación inicial «nada» no existe.' }],
    });
  });

  it('copies the scenario as a draft when the route is duplicated, and leaves the original as it was', async () => {
    const route = await routeWithScenario({ status: 'published' });
    const duplicated = await post(`/api/admin/routes/${route.id}/duplicate`, admin);
    expect(duplicated.statusCode).toBe(201);
    const copyId = duplicated.json<AdminRoute>().id;
    const copy = (await get(`/api/admin/routes/${copyId}/simulator`, admin)).json<{
      definition: { title: string };
      maxScore: number;
      status: string;
    }>();
    expect(copy).toMatchObject({ definition: { title: 'Visita a la obra' }, maxScore: 39, status: 'draft' });
    const original = (await get(`/api/admin/routes/${route.id}/simulator`, admin)).json<{ status: string }>();
    expect(original.status).toBe('published');
    const audit = await get(`/api/admin/audit?entityType=simulator_scenario&entityId=${copyId}`, admin);
    expect(audit.json<{ items: { action: string }[] }>().items.map((entry) => entry.action)).toEqual([
      'simulator.save',
    ]);
  });

  it('keeps the admin endpoints from learners and SST leads, and the learner ones from anonymous callers', async () => {
    const route = await routeWithScenario();
    const learner = await signedIn(t.app);
    const lead = await signedIn(t.app, COMPANY_LEAD_PROFILE);
    for (const cookie of [learner.cookie, lead.cookie]) {
      expect((await get(`/api/admin/routes/${route.id}/simulator`, cookie)).statusCode).toBe(403);
      expect(
        (await put(`/api/admin/routes/${route.id}/simulator`, cookie, { definition: scenario(), status: 'draft' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/admin/routes/${route.id}/simulator`, headers: { cookie } }))
          .statusCode,
      ).toBe(403);
      expect((await post('/api/admin/simulator/validate', cookie, { definition: scenario() })).statusCode).toBe(403);
    }
    const attempt = await start(route.id, admin);
    for (const [method, url] of [
      ['GET', `/api/routes/${route.id}/simulator`],
      ['POST', `/api/routes/${route.id}/simulator/attempts`],
      ['GET', `/api/simulator/attempts/${attempt.id}`],
      ['POST', `/api/simulator/attempts/${attempt.id}/answers`],
      ['GET', `/api/simulator/attempts/${attempt.id}/debrief`],
      ['POST', `/api/routes/${route.id}/simulator/external-completion`],
      ['GET', `/api/admin/routes/${route.id}/simulator`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(401);
    }
  });
});

describe('images and videos of a scenario', () => {
  it('must be uploaded files of their kind, and learners may open them only while the scenario is published', async () => {
    const route = await createRoute(t.app, admin, { items: [textItem('Lección')], publish: true });
    const image = (await uploadFile(t.app, admin, 'image', 'andamio.png', sampleFiles.png)).json<{ id: string }>().id;
    const withMedia = (uploadId: string, kind: 'image' | 'video' = 'image') => {
      const definition = scenario();
      const first = definition.situations[0];
      if (first) first.media = { uploadId, kind, alt: 'Andamio sin malla sobre la zona de paso' };
      return definition;
    };
    const missing = await put(`/api/admin/routes/${route.id}/simulator`, admin, {
      definition: withMedia('no-existe'),
      status: 'published',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: {
        details: {
          fields: [
            {
              path: 'situations.0.media.uploadId',
              message: '«Llegada a la obra»: el archivo elegido ya no existe. Elija otro de la ruta.',
            },
          ],
        },
      },
    });
    const wrongKind = await put(`/api/admin/routes/${route.id}/simulator`, admin, {
      definition: withMedia(image, 'video'),
      status: 'published',
    });
    expect(
      wrongKind.json<{ error: { details: { fields: { message: string }[] } } }>().error.details.fields[0]?.message,
    ).toBe('«Llegada a la obra»: el archivo «andamio.png» no es un video.');

    const learner = await signedIn(t.app);
    expect((await get(`/api/files/${image}`, learner.cookie)).statusCode).toBe(404);
    await put(`/api/admin/routes/${route.id}/simulator`, admin, { definition: withMedia(image), status: 'published' });
    expect((await get(`/api/files/${image}`, learner.cookie)).statusCode).toBe(200);
    await put(`/api/admin/routes/${route.id}/simulator`, admin, { definition: withMedia(image), status: 'draft' });
    expect((await get(`/api/files/${image}`, learner.cookie)).statusCode).toBe(404);
  });
});

describe('the route and its simulator step', () => {
  it('shows a locked Simulador step after the contents and before the final test, and refuses to start it', async () => {
    const route = await routeWithScenario();
    const learner = await signedIn(t.app);
    const steps = (await detail(route.id, learner.cookie)).steps;
    expect(steps.map((step) => step.kind)).toEqual(['pretest', 'content', 'simulator', 'test']);
    expect(steps[2]).toMatchObject({
      title: 'Visita a la obra',
      required: true,
      state: 'locked',
      lockedReason: 'Complete primero «Única lección» para desbloquear este paso.',
      href: `/rutas/${route.id}/simulador`,
    });
    const overview = (await get(`/api/routes/${route.id}/simulator`, learner.cookie)).json<SimulatorOverview>();
    expect(overview.locked).toEqual({
      reason: 'Complete primero «Única lección» para desbloquear este paso.',
      unlock: { kind: 'content', title: 'Única lección', href: `/rutas/${route.id}/${route.items[0]?.id ?? ''}` },
    });
    const refused = await post(`/api/routes/${route.id}/simulator/attempts`, learner.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'STEP_LOCKED',
        details: { stepTitle: 'Visita a la obra', unlock: { kind: 'content', title: 'Única lección' } },
      },
    });
  });

  it('leads from the last content to the simulator, and counts it in the percentage', async () => {
    const route = await routeWithScenario();
    const learner = await signedIn(t.app);
    await post(`/api/routes/${route.id}/start`, learner.cookie);
    const [completed] = await completeContents(route, learner.cookie);
    expect(completed?.next).toEqual({
      kind: 'simulator',
      title: 'Visita a la obra',
      href: `/rutas/${route.id}/simulador`,
    });
    const after = await detail(route.id, learner.cookie);
    expect(after.nextStepHref).toBe(`/rutas/${route.id}/simulador`);
    expect(after.steps.find((step) => step.kind === 'simulator')?.state).toBe('available');
    expect(after.progress).toMatchObject({ percent: 50, state: 'in_progress' });
    const home = (await get('/api/learner/home', learner.cookie)).json<{ continueLearning: { href: string } | null }>();
    expect(home.continueLearning?.href).toBe(`/rutas/${route.id}/simulador`);
  });

  it('hides a draft scenario from learners', async () => {
    const route = await routeWithScenario({ status: 'draft' });
    const learner = await signedIn(t.app);
    expect((await detail(route.id, learner.cookie)).steps.map((step) => step.kind)).not.toContain('simulator');
    const overview = (await get(`/api/routes/${route.id}/simulator`, learner.cookie)).json<SimulatorOverview>();
    expect(overview.scenario).toBeNull();
    expect((await post(`/api/routes/${route.id}/simulator/attempts`, learner.cookie)).statusCode).toBe(404);
  });
});

describe('playing', () => {
  it('starts, resumes and restarts an attempt, never showing the answers before they are given', async () => {
    const route = await routeWithScenario({ unlockInOrder: false });
    const learner = await signedIn(t.app);
    const first = await start(route.id, learner.cookie);
    expect(first).toMatchObject({
      status: 'in_progress',
      score: 0,
      maxScore: 39,
      passMark: 28,
      passed: null,
      path: [],
    });
    expect(first.current).toEqual({
      id: 'llegada',
      kind: 'choice',
      title: 'Llegada a la obra',
      text: 'Usted llega a la obra para una inspección.',
      media: null,
      choices: [
        { id: 'epp', text: 'Pedir casco y botas' },
        { id: 'sin-epp', text: 'Entrar sin casco' },
      ],
    });
    const answered = await reply(first.id, learner.cookie, { situationId: 'llegada', choiceId: 'sin-epp' });
    const { feedback, attempt } = answered.json<AnswerResult>();
    expect(feedback).toEqual({
      situationId: 'llegada',
      points: 0,
      critical: false,
      consequence: 'Se expone sin necesidad.',
    });
    expect(attempt.current).toEqual({
      id: 'valoracion',
      kind: 'gtc45',
      title: 'Caída de objetos',
      text: 'Desde el andamio caen herramientas sobre la zona de paso.',
      media: null,
      hazard: 'Caída de objetos desde el andamio (condiciones de seguridad, locativo)',
    });
    for (const secret of [
      'expected',
      'rationale',
      'Falta la malla',
      'next',
      'Usted entra protegido',
      'Sale en orden',
    ]) {
      expect(answered.body).not.toContain(secret);
    }

    // Leaving and coming back resumes the same attempt where it was.
    const resumed = await start(route.id, learner.cookie);
    expect(resumed).toMatchObject({
      id: first.id,
      current: { id: 'valoracion' },
      path: [{ answerSummary: 'Entrar sin casco' }],
    });
    const overview = (await get(`/api/routes/${route.id}/simulator`, learner.cookie)).json<SimulatorOverview>();
    expect(overview).toMatchObject({
      scenario: { title: 'Visita a la obra', passPercent: 70, maxScore: 39, situationCount: 5 },
      locked: null,
      external: null,
      attemptInProgress: { id: first.id },
    });
    expect(JSON.stringify(overview)).not.toContain('Falta la malla');

    const fresh = await start(route.id, learner.cookie, true);
    expect(fresh.id).not.toBe(first.id);
    expect(fresh.current?.id).toBe('llegada');
    const old = (await get(`/api/simulator/attempts/${first.id}`, learner.cookie)).json<AttemptView>();
    expect(old).toMatchObject({ status: 'abandoned', current: null });
  });

  it('answers only the current situation (409 otherwise) and refuses malformed values in Spanish', async () => {
    const route = await routeWithScenario({ unlockInOrder: false });
    const learner = await signedIn(t.app);
    const attempt = await start(route.id, learner.cookie);
    const stale = await reply(attempt.id, learner.cookie, { situationId: 'salida', choiceId: 'escalera' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: 'SITUATION_NOT_CURRENT' } });
    expect(stale.json<{ error: { message: string } }>().error.message).toContain('«Llegada a la obra»');
    expect(
      (await reply(attempt.id, learner.cookie, { situationId: 'llegada', choiceId: 'volar' })).json(),
    ).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Esa opción no existe en esta situación. Elija una de las que se muestran.',
      },
    });
    await reply(attempt.id, learner.cookie, { situationId: 'llegada', choiceId: 'epp' });
    const partial = await reply(attempt.id, learner.cookie, { situationId: 'valoracion', values: { nd: 6 } });
    expect(partial.statusCode).toBe(400);
    expect((await get(`/api/simulator/attempts/${attempt.id}`, learner.cookie)).json<AttemptView>()).toMatchObject({
      score: 10,
      current: { id: 'valoracion' },
    });
  });

  it('keeps another learner out of an attempt (404)', async () => {
    const route = await routeWithScenario({ unlockInOrder: false });
    const owner = await signedIn(t.app);
    const other = await signedIn(t.app);
    const attempt = await start(route.id, owner.cookie);
    expect((await get(`/api/simulator/attempts/${attempt.id}`, other.cookie)).statusCode).toBe(404);
    expect((await reply(attempt.id, other.cookie, { situationId: 'llegada', choiceId: 'epp' })).statusCode).toBe(404);
    expect((await get(`/api/simulator/attempts/${attempt.id}/debrief`, other.cookie)).statusCode).toBe(404);
    expect((await get(`/api/simulator/attempts/${attempt.id}`, owner.cookie)).statusCode).toBe(200);
  });

  it('passes, marks the step done and unlocks the final test, whose lock named the simulator', async () => {
    const route = await routeWithScenario({ unlockInOrder: false, bank: true });
    const learner = await signedIn(t.app);
    await post(`/api/routes/${route.id}/start`, learner.cookie);
    await completeContents(route, learner.cookie);
    const before = await detail(route.id, learner.cookie);
    expect(before.steps.find((step) => step.kind === 'test')).toMatchObject({
      state: 'locked',
      lockedReason: 'Apruebe el simulador «Visita a la obra» para desbloquear la evaluación final.',
    });
    const early = await post('/api/evaluations/start', learner.cookie, { routeId: route.id, kind: 'test' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      error: {
        code: 'STEP_LOCKED',
        message: 'Apruebe el simulador «Visita a la obra» para desbloquear la evaluación final.',
      },
    });

    const attempt = await start(route.id, learner.cookie);
    const last = await play(attempt.id, learner.cookie, { valuation: wrongValuation });
    // One wrong ND carried into NP, NR, level and meaning: 39 − 5 × 2 = 29, above 28.
    expect(last.attempt).toMatchObject({
      status: 'finished',
      score: 29,
      passed: true,
      current: { kind: 'end', title: 'Fin de la visita' },
    });

    const after = await detail(route.id, learner.cookie);
    expect(after.steps.find((step) => step.kind === 'simulator')?.state).toBe('done');
    expect(after.steps.find((step) => step.kind === 'test')).toMatchObject({ state: 'available', lockedReason: null });
    expect(after.progress).toMatchObject({ percent: 100, state: 'content_done' });
    expect(after.nextStepHref).toBe(`/rutas/${route.id}/test`);
    expect((await post('/api/evaluations/start', learner.cookie, { routeId: route.id, kind: 'test' })).statusCode).toBe(
      200,
    );

    const debrief = (await get(`/api/simulator/attempts/${attempt.id}/debrief`, learner.cookie)).json<Debrief>();
    expect(debrief).toMatchObject({
      score: 29,
      maxScore: 39,
      percent: 74,
      passed: true,
      passMark: 28,
      criticalErrors: [],
    });
    expect(debrief.steps.map((step) => step.correct)).toEqual([true, false, true, true]);
    expect(debrief.steps[1]).toMatchObject({
      situationTitle: 'Caída de objetos',
      points: 4,
      bestPoints: 14,
      shouldHave: 'ND 6, NE 3, NC 25, NP 18, NR 450, nivel II («No aceptable o aceptable con control específico»)',
    });
    expect(debrief.steps[1]?.explanation).toContain(
      'El nivel de deficiencia es alto (6), no muy alto (10). Falta la malla en un tramo.',
    );

    const overview = (await get(`/api/routes/${route.id}/simulator`, learner.cookie)).json<SimulatorOverview>();
    expect(overview).toMatchObject({ attemptInProgress: null, best: { id: attempt.id, passed: true, percent: 74 } });
    // The attempt and the answers given are in the learner's own data export.
    const exported = (await get('/api/account/data', learner.cookie)).json<{ simulatorAttempts: unknown[] }>();
    expect(exported.simulatorAttempts).toEqual([
      expect.objectContaining({
        id: attempt.id,
        routeId: route.id,
        passed: true,
        answers: expect.arrayContaining([
          expect.objectContaining({ situationId: 'llegada', answer: { situationId: 'llegada', choiceId: 'epp' } }),
        ]) as unknown,
      }),
    ]);
    expect((await reply(attempt.id, learner.cookie, { situationId: 'fin', choiceId: 'x' })).json()).toMatchObject({
      error: { code: 'ATTEMPT_CLOSED' },
    });
  });

  it('fails an attempt with a critical error whatever its score, and the debrief names it', async () => {
    const route = await routeWithScenario({ unlockInOrder: false, bank: true });
    const learner = await signedIn(t.app);
    await completeContents(route, learner.cookie);
    const attempt = await start(route.id, learner.cookie);
    expect((await get(`/api/simulator/attempts/${attempt.id}/debrief`, learner.cookie)).json()).toMatchObject({
      error: { code: 'DEBRIEF_NOT_AVAILABLE' },
    });
    const last = await play(attempt.id, learner.cookie, { exit: 'ascensor' });
    expect(last.feedback).toMatchObject({ critical: true, consequence: 'Queda atrapado.' });
    expect(last.attempt).toMatchObject({ status: 'finished', score: 39, passed: false });
    const debrief = (await get(`/api/simulator/attempts/${attempt.id}/debrief`, learner.cookie)).json<Debrief>();
    expect(debrief.criticalErrors).toEqual(['La salida: Tomar el montacargas']);
    expect(debrief.steps[3]).toMatchObject({ critical: true, correct: false, shouldHave: 'Bajar por la escalera' });
    const steps = (await detail(route.id, learner.cookie)).steps;
    expect(steps.find((step) => step.kind === 'simulator')?.state).toBe('in_progress');
    expect(steps.find((step) => step.kind === 'test')?.state).toBe('locked');
  });

  it('keeps an attempt on the version it started with when an admin edits the scenario', async () => {
    const route = await routeWithScenario({ unlockInOrder: false });
    const learner = await signedIn(t.app);
    const attempt = await start(route.id, learner.cookie);
    const edited = scenario();
    const first = edited.situations[0];
    if (first?.kind === 'choice' && first.choices[0]) first.choices[0].text = 'Pedir el equipo completo';
    expect(
      (await put(`/api/admin/routes/${route.id}/simulator`, admin, { definition: edited, status: 'published' }))
        .statusCode,
    ).toBe(200);
    const resumed = (await get(`/api/simulator/attempts/${attempt.id}`, learner.cookie)).json<AttemptView>();
    expect(resumed.current).toMatchObject({ choices: [{ text: 'Pedir casco y botas' }, { text: 'Entrar sin casco' }] });
    const fresh = await start(route.id, learner.cookie, true);
    expect(fresh.current).toMatchObject({
      choices: [{ text: 'Pedir el equipo completo' }, { text: 'Entrar sin casco' }],
    });
  });
});

describe('an external simulator', () => {
  it('refuses a reported completion when the route does not use one', async () => {
    const route = await routeWithScenario({ unlockInOrder: false });
    const learner = await signedIn(t.app);
    const response = await post(`/api/routes/${route.id}/simulator/external-completion`, learner.cookie, {
      scorePercent: 100,
      passed: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'EXTERNAL_SIMULATOR_OFF' } });
    expect((await detail(route.id, learner.cookie)).steps.find((step) => step.kind === 'simulator')?.state).toBe(
      'available',
    );
  });

  it('records the completion the browser reports, as such, when SIMULATOR_BASE_URL and the path are set', async () => {
    const external = await createTestApp({ SIMULATOR_BASE_URL: 'https://simulador.example.co/academia/' });
    try {
      const boss = (await signedInAdmin(external.app)).cookie;
      const route = await createRoute(external.app, boss, {
        items: [textItem('Lección')],
        publish: true,
        unlockInOrder: false,
      });
      const saved = await external.app.inject({
        method: 'PUT',
        url: `/api/admin/routes/${route.id}/simulator`,
        headers: { cookie: boss },
        payload: { definition: scenario(), status: 'published', externalPath: '/escenarios/obra' },
      });
      expect(saved.json()).toMatchObject({ externalPath: '/escenarios/obra' });
      const learner = await signedIn(external.app);
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        external.app.inject({ method, url, headers: { cookie: learner.cookie }, payload });
      const overview = (await call('GET', `/api/routes/${route.id}/simulator`)).json<SimulatorOverview>();
      expect(overview.external).toEqual({ url: 'https://simulador.example.co/academia/escenarios/obra' });

      const low = await call('POST', `/api/routes/${route.id}/simulator/external-completion`, {
        scorePercent: 50,
        passed: true,
      });
      expect(low.json()).toMatchObject({ external: true, passed: false, percent: 50 });
      const good = await call('POST', `/api/routes/${route.id}/simulator/external-completion`, {
        scorePercent: 90,
        passed: true,
      });
      expect(good.json()).toMatchObject({ external: true, passed: true, score: 90, maxScore: 100 });
      const detailAfter = (await call('GET', `/api/routes/${route.id}`)).json<RouteDetail>();
      expect(detailAfter.steps.find((step) => step.kind === 'simulator')?.state).toBe('done');
      expect(
        (
          await call('POST', `/api/routes/${route.id}/simulator/external-completion`, {
            scorePercent: 120,
            passed: true,
          })
        ).statusCode,
      ).toBe(400);
    } finally {
      await external.close();
    }
  });
});
