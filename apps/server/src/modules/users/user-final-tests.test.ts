import {
  COMPANY_LEAD_PROFILE,
  LEARNER_PROFILE,
  type AdminUserDetail,
  type ContinueEvaluationResponse,
  type StartEvaluationResponse,
} from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, signedInAdmin, textItem } from '../../test/factories.js';
import { company, member } from '../../test/people.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * Issue 14: the person's page (`GET /api/admin/users/:id`) carries each route's final-test standing, so an admin or
 * the person's company's Responsable SST sees "Intentos agotados" there and grants one more attempt (ADR 030).
 */

let t: TestApp;
let admin: string;
let andinaId: string;
let leadA: string;
let leadB: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
  const andina = await company(t.app, 'Constructora Andina S.A.S.', '900123456-8');
  const costa = await company(t.app, 'Logística Costa S.A.S.', '900765432-1');
  andinaId = andina.id;
  leadA = (await member(t.app, COMPANY_LEAD_PROFILE, andina.id, 'Laura Responsable')).cookie;
  leadB = (await member(t.app, COMPANY_LEAD_PROFILE, costa.id)).cookie;
});
afterAll(() => t.close());

/** A published route of one lesson and three questions (the right option is always "a"), `attempts` allowed. */
async function smallRoute(attempts: number) {
  const route = await createRoute(t.app, admin, { items: [textItem('Lección única')], publish: true });
  await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/routes/${route.id}`,
    headers: { cookie: admin },
    payload: { attempts },
  });
  const rows = [1, 2, 3].map((n) => `Señales;única;medio;¿Pregunta ${String(n)}?;Buena|Mala|Otra;a;Explicación`);
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/routes/${route.id}/bank/import`,
    headers: { cookie: admin },
    payload: { csv: ['tema;tipo;nivel;pregunta;opciones;correctas;explicacion', ...rows].join('\n') },
  });
  return route;
}

/** Plays a whole session answering `answer` to every item. */
async function play(cookie: string, routeId: string, kind: 'pretest' | 'test', answer: string) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/evaluations/start',
    headers: { cookie },
    payload: { routeId, kind },
  });
  expect(started.statusCode).toBe(200);
  const { sessionId, item: first } = started.json<StartEvaluationResponse>();
  let item = first;
  while (item) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/evaluations/${sessionId}/continue`,
      headers: { cookie },
      payload: { itemId: item.id, answer: [answer] },
    });
    item = response.json<ContinueEvaluationResponse>().item;
  }
}

/** A learner of Andina enrolled in the route, content done, who failed `failures` final tests. */
async function learnerWhoFailed(route: { id: string; items: { id: string }[] }, failures: number) {
  const learner = await member(t.app, LEARNER_PROFILE, andinaId);
  await play(learner.cookie, route.id, 'pretest', 'b');
  await t.app.inject({
    method: 'POST',
    url: `/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}/complete`,
    headers: { cookie: learner.cookie },
  });
  for (let n = 0; n < failures; n += 1) await play(learner.cookie, route.id, 'test', 'b');
  return learner;
}

const detail = (cookie: string, userId: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/users/${userId}`, headers: { cookie } });

const finalTestOn = (body: AdminUserDetail, routeId: string) =>
  body.routes.find((route) => route.id === routeId)?.finalTest;

describe("the person's page shows their final-test attempts", () => {
  it('tells the lead of their company that the attempts are used up, and shows the new limit after a grant', async () => {
    const route = await smallRoute(2);
    const learner = await learnerWhoFailed(route, 2);

    const before = await detail(leadA, learner.id);
    expect(before.statusCode).toBe(200);
    expect(finalTestOn(before.json<AdminUserDetail>(), route.id)).toEqual({
      attemptsUsed: 2,
      attemptsAllowed: 2,
      passed: false,
      inProgress: false,
      canGrant: true,
    });

    const granted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/routes/${route.id}/enrolments/${learner.id}/attempts`,
      headers: { cookie: leadA },
    });
    expect(granted.statusCode).toBe(200);

    const after = (await detail(leadA, learner.id)).json<AdminUserDetail>();
    expect(finalTestOn(after, route.id)).toMatchObject({ attemptsUsed: 2, attemptsAllowed: 3, canGrant: false });
  });

  it('offers no grant while an attempt is left, nor once the learner passed', async () => {
    const route = await smallRoute(2);
    const halfway = await learnerWhoFailed(route, 1);
    expect(finalTestOn((await detail(admin, halfway.id)).json<AdminUserDetail>(), route.id)).toMatchObject({
      attemptsUsed: 1,
      attemptsAllowed: 2,
      canGrant: false,
    });

    const passer = await learnerWhoFailed(route, 1);
    await play(passer.cookie, route.id, 'test', 'a');
    expect(finalTestOn((await detail(admin, passer.id)).json<AdminUserDetail>(), route.id)).toMatchObject({
      attemptsUsed: 2,
      passed: true,
      canGrant: false,
    });
  });

  it("answers 404 to a lead of another company, telling nothing about the person's attempts", async () => {
    const route = await smallRoute(1);
    const learner = await learnerWhoFailed(route, 1);
    const response = await detail(leadB, learner.id);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('attempts');
    expect(response.body).not.toContain(learner.nombre);
  });
});
