import type {
  CertificateVerification,
  CompliancePage,
  ContinueEvaluationResponse,
  EvaluationOverview,
  MyAssignments,
  StartEvaluationResponse,
} from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/clock/clock.js';
import { createRoute, signedInAdmin, textItem } from '../../test/factories.js';
import { company } from '../../test/people.js';
import { cookieHeader, createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { learnerWithCargo } from '../../test/training-plans.js';

/*
 * Decision 038, end to end through the endpoints: a certificate of a route valid for one month expires, the job
 * assigns the route again once, the final test opens again, and passing it issues a second certificate while the
 * first stays on record and verifies as expired.
 */

// Noon in Bogotá on Tuesday 3 March 2026.
const clock = fixedClock('2026-03-03T17:00:00Z');
let t: TestApp;
let admin: string;
let companyId: string;
let route: { id: string; itemId: string };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = (await signedInAdmin(t.app)).cookie;
  companyId = (await company(t.app, 'Brigadas del Sur S.A.S.', '900555222-7')).id;
  const created = await createRoute(t.app, admin, { items: [textItem('Evacuación')], publish: true });
  route = { id: created.id, itemId: created.items[0]?.id ?? '' };
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/routes/${route.id}`,
    headers: { cookie: admin },
    payload: { validityMonths: 1 },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  const rows = [1, 2, 3].map((n) => `Evacuación;única;medio;¿Pregunta ${String(n)}?;Buena|Mala|Otra;a;Porque sí`);
  const imported = await t.app.inject({
    method: 'POST',
    url: `/api/admin/routes/${route.id}/bank/import`,
    headers: { cookie: admin },
    payload: { csv: ['tema;tipo;nivel;pregunta;opciones;correctas;explicacion', ...rows].join('\n') },
  });
  expect(imported.json()).toMatchObject({ created: 3, problems: [] });
});
afterAll(() => t.close());

/** Plays a whole session answering `answer` to every item; returns the final result. */
async function play(cookie: string, kind: 'pretest' | 'test', answer: string) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/evaluations/start',
    headers: { cookie },
    payload: { routeId: route.id, kind },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { sessionId, item: first } = started.json<StartEvaluationResponse>();
  let item = first;
  let last: ContinueEvaluationResponse | undefined;
  while (item) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/evaluations/${sessionId}/continue`,
      headers: { cookie },
      payload: { itemId: item.id, answer: [answer] },
    });
    last = response.json<ContinueEvaluationResponse>();
    item = last.item;
  }
  return last?.result;
}

const get = async <T>(cookie: string, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

const certificatesOf = (cookie: string) =>
  get<{ items: { code: string; issuedAt: string; expiresAt: string | null }[] }>(cookie, '/api/certificates');

const verify = async (code: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/certificates/${code}` })).json<CertificateVerification>();

const compliance = (cookie: string) =>
  get<CompliancePage>(cookie, `/api/admin/training-plans/compliance?companyId=${companyId}&routeId=${route.id}`);

describe('renewal of an expired certificate through the endpoints', () => {
  it('assigns the route again once, opens the final test, and a second pass issues a new certificate', async () => {
    const learner = await learnerWithCargo(t.app, companyId, 'Brigadista', 'Rosa Quiñónez');
    await play(learner.cookie, 'pretest', 'b');
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/routes/${route.id}/items/${route.itemId}/complete`,
      headers: { cookie: learner.cookie },
    });
    expect(completed.statusCode, completed.body).toBeLessThan(300);
    expect(await play(learner.cookie, 'test', 'a')).toMatchObject({ passed: true });

    const [first] = (await certificatesOf(learner.cookie)).items;
    expect(first?.expiresAt).toBe('2026-04-03T17:00:00.000Z');
    expect(await verify(first?.code ?? '')).toMatchObject({ valid: true, standing: 'in_force' });
    // In force: no renewal, and the final test is closed (already passed).
    expect((await t.app.container.trainingPlanJob.run())?.renewals).toBe(0);

    // Two days after the expiry; the sessions signed in a month ago are gone, so everyone signs in again.
    clock.set('2026-04-05T17:00:00Z');
    admin = (await signedInAdmin(t.app)).cookie;
    const cookie = cookieHeader(await signIn(t.app, learner.email, learner.password));
    expect(await verify(first?.code ?? '')).toMatchObject({ valid: false, standing: 'expired' });

    expect((await t.app.container.trainingPlanJob.run())?.renewals).toBe(1);
    expect((await t.app.container.trainingPlanJob.run())?.renewals).toBe(0);
    const mine = await get<MyAssignments>(cookie, '/api/training-plans/mine');
    // Expiry on 3 April (Bogotá) + 30 days; exactly one renewal.
    expect(mine.items).toEqual([
      expect.objectContaining({ routeId: route.id, dueDate: '2026-05-03', mandatory: true, status: 'expired' }),
    ]);
    const before = await compliance(admin);
    expect(before.items).toEqual([expect.objectContaining({ userId: learner.id, status: 'expired' })]);

    const overview = await get<EvaluationOverview>(cookie, `/api/evaluations/overview?routeId=${route.id}&kind=test`);
    expect(overview).toMatchObject({ canStart: true, attemptsUsed: 0 });
    expect(await play(cookie, 'test', 'a')).toMatchObject({ passed: true });

    const after = (await certificatesOf(cookie)).items;
    expect(after).toHaveLength(2);
    const second = after.find((certificate) => certificate.code !== first?.code);
    expect(second?.expiresAt).toBe('2026-05-05T17:00:00.000Z');
    expect(await verify(second?.code ?? '')).toMatchObject({ valid: true, standing: 'in_force' });
    expect(await verify(first?.code ?? '')).toMatchObject({ valid: false, standing: 'expired' });

    expect((await t.app.container.trainingPlanJob.run())?.renewals).toBe(0);
    expect((await compliance(admin)).items).toEqual([
      expect.objectContaining({ userId: learner.id, status: 'completed_on_time' }),
    ]);
  });
});
