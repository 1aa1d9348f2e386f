import type { AdminBank, AdminItemFamilies } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankQuestions, createRoute, signedIn, signedInAdmin, textItem } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CLI_ACTOR } from '../audit/audit.service.js';
import { findFamily } from './families/index.js';

/* ADR 041: the bank editor lists a route's item families, previews instances and retires a whole family. */

let t: TestApp;
let admin: string;
const FAMILY = 'peligros-gtc45/nivel-de-riesgo-interpretacion';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

async function routeWithFamily() {
  const route = await createRoute(t.app, admin, { items: [textItem('Lección')], bank: bankQuestions(10) });
  const instances = findFamily(FAMILY)?.generate().slice(0, 6) ?? [];
  await t.app.container.bank.createMany(route.id, instances, CLI_ACTOR);
  return route;
}

describe('item families in the bank editor', () => {
  it('lists the families of the route with counts and a preview whose key is marked', async () => {
    const route = await routeWithFamily();
    const response = await call('GET', `/api/admin/routes/${route.id}/bank/families`, admin);
    expect(response.statusCode).toBe(200);
    const { families } = response.json<AdminItemFamilies>();
    expect(families).toHaveLength(1);
    expect(families[0]).toMatchObject({ id: FAMILY, active: 6, retired: 0, topic: 'Aceptabilidad del riesgo' });
    expect(families[0]?.title).toMatch(/Nivel de riesgo/);
    for (const preview of families[0]?.preview ?? []) {
      expect(preview.options.filter((o) => o.correct)).toHaveLength(1);
    }
  });

  it('retires every instance of a family at once and leaves hand-written items alone', async () => {
    const route = await routeWithFamily();
    const retired = await call(
      'POST',
      `/api/admin/routes/${route.id}/bank/families/${encodeURIComponent(FAMILY)}/retire`,
      admin,
    );
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toEqual({ retired: 6 });
    const bank = (await call('GET', `/api/admin/routes/${route.id}/bank`, admin)).json<AdminBank>();
    expect(bank.items.filter((item) => item.status === 'active')).toHaveLength(10);
    const { families } = (
      await call('GET', `/api/admin/routes/${route.id}/bank/families`, admin)
    ).json<AdminItemFamilies>();
    expect(families[0]).toMatchObject({ active: 0, retired: 6 });
  });

  it('answers 404 with a Spanish message for a family the route does not have', async () => {
    const route = await routeWithFamily();
    const response = await call('POST', `/api/admin/routes/${route.id}/bank/families/otra/retire`, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Esta ruta no tiene esa familia de preguntas.');
  });

  it('is closed to anonymous visitors (401) and to learners (403)', async () => {
    const route = await routeWithFamily();
    const learner = (await signedIn(t.app)).cookie;
    const list = `/api/admin/routes/${route.id}/bank/families`;
    const retire = `${list}/${encodeURIComponent(FAMILY)}/retire`;
    expect((await call('GET', list)).statusCode).toBe(401);
    expect((await call('POST', retire)).statusCode).toBe(401);
    expect((await call('GET', list, learner)).statusCode).toBe(403);
    expect((await call('POST', retire, learner)).statusCode).toBe(403);
    const { families } = (await call('GET', list, admin)).json<AdminItemFamilies>();
    expect(families[0]?.active).toBe(6);
  });
});
