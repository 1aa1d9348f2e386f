import type {
  AdminBank,
  BankItemInput,
  CertificateVerification,
  ContinueEvaluationResponse,
  EvaluationOverview,
  EvaluationReview,
  RouteDetail,
  StartEvaluationResponse,
} from '@academia/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../audit/audit.service.js';
import { createRoute, signedIn, signedInAdmin, textItem } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
});
afterAll(() => t.close());

const topics = ['Ciclo PHVA', 'Deberes del empleador', 'Registros'];
const bankItems: BankItemInput[] = Array.from({ length: 24 }, (_, i) => ({
  topic: topics[i % 3] ?? 'Ciclo PHVA',
  kind: i % 4 === 3 ? 'true_false' : 'single',
  level: (['easy', 'medium', 'hard'] as const)[i % 3],
  prompt: `Pregunta de prueba número ${String(i + 1)} sobre el SG-SST`,
  options:
    i % 4 === 3
      ? [
          { id: 'v', text: 'Verdadero', correct: true },
          { id: 'f', text: 'Falso', correct: false },
        ]
      : [
          { id: 'a', text: 'Respuesta correcta', correct: true },
          { id: 'b', text: 'Respuesta incorrecta', correct: false },
          { id: 'c', text: 'Otra incorrecta', correct: false },
        ],
  explanation: `Explicación secreta ${String(i + 1)}`,
}));
const rightAnswer = (itemId: string, bank: AdminBank) =>
  bank.items
    .find((item) => item.id === itemId)
    ?.options.filter((o) => o.correct)
    .map((o) => o.id) ?? [];
const wrongAnswer = (itemId: string, bank: AdminBank) => [
  bank.items.find((item) => item.id === itemId)?.options.find((o) => !o.correct)?.id ?? 'b',
];

async function routeWithBank(options: { attempts?: number } = {}) {
  const route = await createRoute(t.app, admin, {
    items: [textItem('Lección única')],
    bank: bankItems,
    publish: true,
  });
  if (options.attempts) {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/routes/${route.id}`,
      headers: { cookie: admin },
      payload: { attempts: options.attempts },
    });
  }
  const bank = (
    await t.app.inject({ method: 'GET', url: `/api/admin/routes/${route.id}/bank`, headers: { cookie: admin } })
  ).json<AdminBank>();
  return { route, bank };
}

const start = (app: FastifyInstance, cookie: string, routeId: string, kind: 'pretest' | 'test') =>
  app.inject({ method: 'POST', url: '/api/evaluations/start', headers: { cookie }, payload: { routeId, kind } });
const answer = (app: FastifyInstance, cookie: string, sessionId: string, itemId: string, ids: string[]) =>
  app.inject({
    method: 'POST',
    url: `/api/evaluations/${sessionId}/continue`,
    headers: { cookie },
    payload: { itemId, answer: ids },
  });

/** Answers until the adaptive test ends; `pick` chooses each answer. Returns the final response. */
async function finish(cookie: string, started: StartEvaluationResponse, pick: (itemId: string) => string[]) {
  let item = started.item;
  let last: ContinueEvaluationResponse | null = null;
  while (item) {
    last = (await answer(t.app, cookie, started.sessionId, item.id, pick(item.id))).json<ContinueEvaluationResponse>();
    item = last.item;
  }
  if (!last) throw new Error('La evaluación no tenía preguntas');
  return last;
}

describe('adaptive pre-test and test', () => {
  it("announces each test's own length: the pre-test up to 15 questions, the final test up to 25 (ADR 053)", async () => {
    const { route } = await routeWithBank();
    const learner = await signedIn(t.app);
    const overviewOf = async (kind: 'pretest' | 'test') => {
      const url = `/api/evaluations/overview?routeId=${route.id}&kind=${kind}`;
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: learner.cookie } });
      expect(response.statusCode).toBe(200);
      return response.json<EvaluationOverview>();
    };
    expect((await overviewOf('pretest')).itemCount).toEqual({ min: 8, max: 15 });
    // The bank holds 24 questions, fewer than the final test's cap.
    expect((await overviewOf('test')).itemCount).toEqual({ min: 8, max: 24 });
  });

  it('gates the content behind the pre-test, never leaks the key, resumes and counts a repeated answer once', async () => {
    const { route, bank } = await routeWithBank();
    const learner = await signedIn(t.app);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/routes/${route.id}`, headers: { cookie: learner.cookie } })
    ).json<RouteDetail>();
    expect(detail.nextStepHref).toBe(`/rutas/${route.id}/pretest`);
    const locked = await t.app.inject({
      method: 'GET',
      url: `/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}`,
      headers: { cookie: learner.cookie },
    });
    expect(locked.json().error.message).toBe('Presente primero la prueba inicial para desbloquear los contenidos.');
    expect((await start(t.app, learner.cookie, route.id, 'test')).statusCode).toBe(403);

    const first = await start(t.app, learner.cookie, route.id, 'pretest');
    expect(first.statusCode).toBe(200);
    for (const secret of ['"correct"', 'Explicación secreta', '"a":', '"b":', 'difficulty'])
      expect(first.body).not.toContain(secret);
    const started = first.json<StartEvaluationResponse>();
    const again = (await start(t.app, learner.cookie, route.id, 'pretest')).json<StartEvaluationResponse>();
    expect(again.sessionId).toBe(started.sessionId);
    expect(again.item?.id).toBe(started.item?.id);

    const itemId = started.item?.id ?? '';
    const once = (
      await answer(t.app, learner.cookie, started.sessionId, itemId, rightAnswer(itemId, bank))
    ).json<ContinueEvaluationResponse>();
    const twice = (
      await answer(t.app, learner.cookie, started.sessionId, itemId, wrongAnswer(itemId, bank))
    ).json<ContinueEvaluationResponse>();
    // The answer is recorded and nothing more is said (ADR 018): a repeat returns the same receipt.
    expect(once.receipt).toEqual({ itemId, selectedOptionIds: rightAnswer(itemId, bank), recorded: true });
    expect(twice.receipt).toEqual(once.receipt);
    expect(twice.progress.answered).toBe(1);
    expect(twice.item?.id).toBe(once.item?.id);
    expect(once.item?.id).not.toBe(itemId);

    const stale = await answer(
      t.app,
      learner.cookie,
      started.sessionId,
      bank.items.find((i) => i.id !== once.item?.id && i.id !== itemId)?.id ?? '',
      ['a'],
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('ITEM_NOT_CURRENT');
  });

  it('loses nothing when the server restarts mid-test: the learner resumes at the same item', async () => {
    const { route, bank } = await routeWithBank();
    const learner = await signedIn(t.app);
    const started = (await start(t.app, learner.cookie, route.id, 'pretest')).json<StartEvaluationResponse>();
    const firstId = started.item?.id ?? '';
    const after = (
      await answer(t.app, learner.cookie, started.sessionId, firstId, rightAnswer(firstId, bank))
    ).json<ContinueEvaluationResponse>();

    const restarted = await t.reopen();
    try {
      const resumed = (await start(restarted, learner.cookie, route.id, 'pretest')).json<StartEvaluationResponse>();
      expect(resumed.sessionId).toBe(started.sessionId);
      expect(resumed.item?.id).toBe(after.item?.id);
      expect(resumed.progress.answered).toBe(1);
    } finally {
      await restarted.close();
    }
  });

  it('runs a whole route: pre-test, content, a failed then a passed test, gain and certificate', async () => {
    const { route, bank } = await routeWithBank({ attempts: 2 });
    const learner = await signedIn(t.app);
    const pre = (await start(t.app, learner.cookie, route.id, 'pretest')).json<StartEvaluationResponse>();
    const preDone = await finish(learner.cookie, pre, (id) => wrongAnswer(id, bank));
    expect(preDone.result).toMatchObject({ passed: null });
    expect(preDone.result?.itemsAnswered).toBeGreaterThanOrEqual(8);
    expect(preDone.result?.itemsAnswered).toBeLessThanOrEqual(20);
    expect(preDone.result?.mastery.map((m) => m.topic).sort()).toEqual([...topics].sort());
    // The pre-test is taken once: starting again returns its result.
    expect((await start(t.app, learner.cookie, route.id, 'pretest')).json<StartEvaluationResponse>()).toMatchObject({
      item: null,
      result: { score: preDone.result?.score },
    });

    await t.app.inject({
      method: 'POST',
      url: `/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}/complete`,
      headers: { cookie: learner.cookie },
    });
    const failed = await finish(learner.cookie, (await start(t.app, learner.cookie, route.id, 'test')).json(), (id) =>
      wrongAnswer(id, bank),
    );
    expect(failed.result).toMatchObject({ passed: false, certificateCode: null });
    const passed = await finish(learner.cookie, (await start(t.app, learner.cookie, route.id, 'test')).json(), (id) =>
      rightAnswer(id, bank),
    );
    expect(passed.result?.passed).toBe(true);
    expect(passed.result?.score).toBeGreaterThanOrEqual(80);
    expect(passed.result?.gain).toMatchObject({ pretestScore: preDone.result?.score, testScore: passed.result?.score });
    expect(passed.result?.gain?.gain).toBeGreaterThan(0);
    const code = passed.result?.certificateCode ?? '';
    expect(code).toMatch(/^SST-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/routes/${route.id}`, headers: { cookie: learner.cookie } })
    ).json<RouteDetail>();
    expect(detail.progress.state).toBe('completed');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${code}/pdf`,
      headers: { cookie: learner.cookie },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await signedIn(t.app);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/certificates/${code}/pdf`,
          headers: { cookie: stranger.cookie },
        })
      ).statusCode,
    ).toBe(404);

    const verified = await t.app.inject({ method: 'GET', url: `/api/public/certificates/${code}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<CertificateVerification>()).toMatchObject({
      valid: true,
      learnerName: learner.nombre,
      routeTitle: route.title,
    });
    // Decision 029: the verification says how it was earned, score included.
    expect(verified.json<CertificateVerification>().score).toBe(passed.result?.score);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/public/certificates/SST-0000-0000-0000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No existe ningún certificado con el código «SST-0000-0000-0000».');
  });

  it('limits the attempts of the final test', async () => {
    const { route, bank } = await routeWithBank({ attempts: 1 });
    const learner = await signedIn(t.app);
    await finish(learner.cookie, (await start(t.app, learner.cookie, route.id, 'pretest')).json(), (id) =>
      rightAnswer(id, bank),
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}/complete`,
      headers: { cookie: learner.cookie },
    });
    await finish(learner.cookie, (await start(t.app, learner.cookie, route.id, 'test')).json(), (id) =>
      wrongAnswer(id, bank),
    );
    const refused = await start(t.app, learner.cookie, route.id, 'test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ATTEMPTS_EXHAUSTED');
  });

  it('lets an admin review a learner read-only and refuses a learner looking at someone else', async () => {
    const { route, bank } = await routeWithBank();
    const ana = await signedIn(t.app);
    const beto = await signedIn(t.app);
    await finish(ana.cookie, (await start(t.app, ana.cookie, route.id, 'pretest')).json(), (id) =>
      rightAnswer(id, bank),
    );
    const url = `/api/evaluations/overview?routeId=${route.id}&kind=pretest&userId=${ana.id}`;
    const seenByAdmin = (
      await t.app.inject({ method: 'GET', url, headers: { cookie: admin } })
    ).json<EvaluationOverview>();
    expect(seenByAdmin).toMatchObject({ readOnly: true, canStart: false, learner: { id: ana.id } });
    expect(seenByAdmin.sessions[0]?.reviewable).toBe(true);
    const review = await t.app.inject({
      method: 'GET',
      url: `/api/evaluations/${seenByAdmin.sessions[0]?.id ?? ''}/review`,
      headers: { cookie: admin },
    });
    expect(review.json<EvaluationReview>().answers.length).toBeGreaterThanOrEqual(8);
    const refused = await t.app.inject({ method: 'GET', url, headers: { cookie: beto.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('No tiene permiso para ver las evaluaciones de otra persona.');
    // Someone else's session cannot be answered either.
    const anaStarted = await start(t.app, ana.cookie, route.id, 'pretest');
    const sessionId = anaStarted.json<StartEvaluationResponse>().sessionId;
    expect((await answer(t.app, beto.cookie, sessionId, 'x', ['a'])).statusCode).toBe(404);
  });
});

describe('item bank authoring', () => {
  it('imports a CSV with accents kept and reports bad rows by line, and retires items', async () => {
    // A draft: a published route's bank may not shrink below the minimum (bank-size.test.ts covers that).
    const route = await createRoute(t.app, admin, { items: [textItem('Lección')] });
    const csv = [
      'tema;tipo;nivel;pregunta;opciones;correctas;explicacion',
      'Señalización;única;fácil;¿Qué color indica obligación?;Azul|Rojo|Amarillo;a;La señal azul indica obligación.',
      'Señalización;VF;medio;"La señal roja, ¿indica prohibición?";;verdadero;Rojo es prohibición.',
      'Señalización;única;medio;¿Pregunta sin respuesta?;Uno|Dos;z;',
      ';rara;imposible;x;;;',
    ].join('\n');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/routes/${route.id}/bank/import`,
      headers: { cookie: admin },
      payload: { csv },
    });
    const result = response.json<{ created: number; problems: { row: number; message: string }[] }>();
    expect(result.created).toBe(2);
    expect(result.problems.map((p) => p.row)).toEqual([4, 5]);
    expect(result.problems[0]?.message).toContain('«z» no corresponden');
    const bank = (
      await t.app.inject({ method: 'GET', url: `/api/admin/routes/${route.id}/bank`, headers: { cookie: admin } })
    ).json<AdminBank>();
    expect(bank.topics).toEqual(['Señalización']);
    expect(bank.items.map((i) => i.prompt)).toContain('La señal roja, ¿indica prohibición?');

    const retired = await t.app.inject({
      method: 'POST',
      url: `/api/admin/routes/${route.id}/bank/${bank.items[0]?.id ?? ''}/retire`,
      headers: { cookie: admin },
    });
    expect(retired.json()).toMatchObject({ status: 'retired' });
    const calibration = await t.app.inject({
      method: 'POST',
      url: `/api/admin/routes/${route.id}/bank/calibrate`,
      headers: { cookie: admin },
    });
    expect(calibration.json()).toEqual({ calibrated: 0, skipped: 1, minAnswers: 30 });
  });

  it('calibrates every route, page after page', async () => {
    const created = await Promise.all([1, 2, 3].map(() => createRoute(t.app, admin, { items: [textItem('Lección')] })));
    const seen: string[] = [];
    await t.app.container.bank.calibrateAll((route) => seen.push(route.id), CLI_ACTOR, 2);
    expect(new Set(seen).size).toBe(seen.length);
    for (const route of created) expect(seen).toContain(route.id);
  });

  it('validates items and refuses learners', async () => {
    const route = await createRoute(t.app, admin, { items: [textItem('Lección')] });
    const learner = await signedIn(t.app);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/routes/${route.id}/bank`,
          headers: { cookie: learner.cookie },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/routes/${route.id}/bank`,
      headers: { cookie: admin },
      payload: {
        ...bankItems[0],
        options: [
          { id: 'a', text: 'Uno', correct: true },
          { id: 'b', text: 'Dos', correct: true },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Esta pregunta admite una sola opción correcta');
  });
});
