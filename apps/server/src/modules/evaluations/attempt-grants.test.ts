import {
  COMPANY_LEAD_PROFILE,
  LEARNER_PROFILE,
  type ContinueEvaluationResponse,
  type EvaluationOverview,
  type GrantAttemptResult,
  type RouteEnrolmentList,
  type StartEvaluationResponse,
} from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, signedInAdmin, textItem } from '../../test/factories.js';
import { auditOf, company, member } from '../../test/people.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * Issue 14: a learner who used every final-test attempt is told whom to ask, and a Superadministrador or their
 * company's Responsable SST grants one more from the route's enrolments (audited). Also: the overview's item range
 * follows the bank, results count right answers, and an open final test still leaks no key (ADR 018, ADR 030).
 */

let t: TestApp;
let admin: string;
let andinaId: string;
let leadA: { cookie: string; nombre: string; email: string };
let leadB: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
  const andina = await company(t.app, 'Constructora Andina S.A.S.', '900123456-8');
  const costa = await company(t.app, 'Logística Costa S.A.S.', '900765432-1');
  andinaId = andina.id;
  leadA = await member(t.app, COMPANY_LEAD_PROFILE, andina.id, 'Laura Responsable');
  leadB = (await member(t.app, COMPANY_LEAD_PROFILE, costa.id)).cookie;
});
afterAll(() => t.close());

const LEAK = /"correct":(true|false)|"correctOptionIds"|"explanation"|Explicación secreta|"correctAnswers"/;

/** One topic of three items (the right option is always "a"), one attempt allowed. */
async function smallRoute() {
  const route = await createRoute(t.app, admin, { items: [textItem('Lección única')], publish: true });
  await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/routes/${route.id}`,
    headers: { cookie: admin },
    payload: { attempts: 1 },
  });
  const rows = [1, 2, 3].map(
    (n) => `Señales;única;medio;¿Pregunta ${String(n)}?;Buena|Mala|Otra;a;Explicación secreta ${String(n)}`,
  );
  const imported = await t.app.inject({
    method: 'POST',
    url: `/api/admin/routes/${route.id}/bank/import`,
    headers: { cookie: admin },
    payload: { csv: ['tema;tipo;nivel;pregunta;opciones;correctas;explicacion', ...rows].join('\n') },
  });
  expect(imported.json()).toMatchObject({ created: 3, problems: [] });
  return route;
}

const start = (cookie: string, routeId: string, kind: 'pretest' | 'test') =>
  t.app.inject({ method: 'POST', url: '/api/evaluations/start', headers: { cookie }, payload: { routeId, kind } });

/** Plays a whole session answering `answer` to every item; returns every raw `continue` body. */
async function play(cookie: string, routeId: string, kind: 'pretest' | 'test', answer: string) {
  const started = await start(cookie, routeId, kind);
  expect(started.statusCode).toBe(200);
  const { sessionId, item: first } = started.json<StartEvaluationResponse>();
  const bodies: string[] = [];
  let item = first;
  while (item) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/evaluations/${sessionId}/continue`,
      headers: { cookie },
      payload: { itemId: item.id, answer: [answer] },
    });
    bodies.push(response.body);
    item = response.json<ContinueEvaluationResponse>().item;
  }
  return { sessionId, bodies, last: JSON.parse(bodies.at(-1) ?? '{}') as ContinueEvaluationResponse };
}

const overview = async (cookie: string, routeId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/evaluations/overview?routeId=${routeId}&kind=test`,
      headers: { cookie },
    })
  ).json<EvaluationOverview>();

const grant = (cookie: string | undefined, routeId: string, userId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/routes/${routeId}/enrolments/${userId}/attempts`,
    headers: cookie ? { cookie } : {},
  });

/** A learner of `companyId` who took the pre-test, finished the content and failed their one final test. */
async function exhaustedLearner(routeId: string, itemId: string, companyId: string | null) {
  const learner = await member(t.app, LEARNER_PROFILE, companyId);
  await play(learner.cookie, routeId, 'pretest', 'b');
  await t.app.inject({
    method: 'POST',
    url: `/api/routes/${routeId}/items/${itemId}/complete`,
    headers: { cookie: learner.cookie },
  });
  const failed = await play(learner.cookie, routeId, 'test', 'b');
  return { ...learner, failed };
}

describe('results and the test introduction', () => {
  it('states the real item range, counts right answers, and leaks no key while the final test runs', async () => {
    const route = await smallRoute();
    const learner = await exhaustedLearner(route.id, route.items[0]?.id ?? '', andinaId);
    for (const body of learner.failed.bodies.slice(0, -1)) expect(body).not.toMatch(LEAK);
    expect(learner.failed.last.result).toMatchObject({ itemsAnswered: 3, correctAnswers: 0, passed: false });
    expect(learner.failed.last.result?.mastery[0]).toMatchObject({ answered: 3, correct: 0, level: 'gap' });

    const page = await overview(learner.cookie, route.id);
    // A bank of 3 items: never "entre 8 y 20".
    expect(page.itemCount).toEqual({ min: 3, max: 3 });
    expect(page).toMatchObject({ canStart: false, attemptsAllowed: 1, attemptsUsed: 1 });
    // The learner's company has a Responsable SST: they are the contact, by name and e-mail.
    expect(page.contact).toEqual({ kind: 'company_lead', nombre: leadA.nombre, email: leadA.email });
  });

  it("names the academy's administrators when the learner has no company lead", async () => {
    const route = await smallRoute();
    const learner = await exhaustedLearner(route.id, route.items[0]?.id ?? '', null);
    const page = await overview(learner.cookie, route.id);
    expect(page.contact.kind).toBe('academy');
    expect(page.contact.email).toMatch(/@/);
  });
});

describe('granting another final-test attempt', () => {
  it('answers 401 to nobody, 403 to a learner and 404 to the lead of another company, changing nothing', async () => {
    const route = await smallRoute();
    const learner = await exhaustedLearner(route.id, route.items[0]?.id ?? '', andinaId);
    expect((await grant(undefined, route.id, learner.id)).statusCode).toBe(401);
    expect((await grant(learner.cookie, route.id, learner.id)).statusCode).toBe(403);
    const other = await grant(leadB, route.id, learner.id);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(learner.email);
    expect((await overview(learner.cookie, route.id)).canStart).toBe(false);
    expect((await auditOf(t.app, learner.id)).filter((e) => e.action === 'route.attempt.grant')).toHaveLength(0);
  });

  it("lets the learner's own company lead grant one, audited, and the learner can start again", async () => {
    const route = await smallRoute();
    const learner = await exhaustedLearner(route.id, route.items[0]?.id ?? '', andinaId);
    expect((await start(learner.cookie, route.id, 'test')).json().error.code).toBe('ATTEMPTS_EXHAUSTED');

    const granted = await grant(leadA.cookie, route.id, learner.id);
    expect(granted.statusCode).toBe(200);
    expect(granted.json<GrantAttemptResult>()).toEqual({
      attemptsUsed: 1,
      attemptsAllowed: 2,
      passed: false,
      inProgress: false,
      canGrant: false,
    });
    const entries = (await auditOf(t.app, learner.id)).filter((e) => e.action === 'route.attempt.grant');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_nombre: leadA.nombre,
      actor_perfil: COMPANY_LEAD_PROFILE,
      entity_type: 'user',
    });
    expect(entries[0]?.changes).toContain('"attempts"');

    // A second grant before the new attempt is used changes nothing.
    const again = await grant(leadA.cookie, route.id, learner.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/todavía tiene un intento/);

    const page = await overview(learner.cookie, route.id);
    expect(page).toMatchObject({ canStart: true, attemptsAllowed: 2, attemptsUsed: 1, lockedReason: null });
    const restarted = await start(learner.cookie, route.id, 'test');
    expect(restarted.statusCode).toBe(200);
    expect(restarted.json<StartEvaluationResponse>().item).not.toBeNull();
  });

  it('lets the Superadministrador grant one and shows it in the enrolments list', async () => {
    const route = await smallRoute();
    const learner = await exhaustedLearner(route.id, route.items[0]?.id ?? '', null);
    const list = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/routes/${route.id}/enrolments`,
          headers: { cookie: admin },
        })
      ).json<RouteEnrolmentList>();
    expect((await list()).items.find((e) => e.user.id === learner.id)?.finalTest).toMatchObject({
      attemptsUsed: 1,
      attemptsAllowed: 1,
      canGrant: true,
    });
    expect((await grant(admin, route.id, learner.id)).statusCode).toBe(200);
    expect((await list()).items.find((e) => e.user.id === learner.id)?.finalTest).toMatchObject({
      attemptsAllowed: 2,
      canGrant: false,
    });
    // Not enrolled, or unknown: not found.
    const stranger = await member(t.app, LEARNER_PROFILE, null);
    expect((await grant(admin, route.id, stranger.id)).statusCode).toBe(404);
    expect((await grant(admin, 'no-existe', learner.id)).statusCode).toBe(404);
  });
});
