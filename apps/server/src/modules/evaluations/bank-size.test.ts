import type { AdminBank, AdminBankItem, AdminRoute } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankQuestions, createRoute, MIN_BANK, signedIn, signedInAdmin, textItem } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * ADR 034: a route is published only with a bank of at least the final test's minimum length (CAT_MIN_ITEMS, 8
 * by default); below the prueba inicial plus three final attempts at the longest (15 + 3 × 25 = 90) the
 * editor warns; and a published route's bank cannot be retired below the minimum.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const publish = (routeId: string) => call('POST', `/api/admin/routes/${routeId}/status`, { status: 'published' });
const getRoute = async (routeId: string) => (await call('GET', `/api/admin/routes/${routeId}`)).json<AdminRoute>();
const getBank = async (routeId: string) => (await call('GET', `/api/admin/routes/${routeId}/bank`)).json<AdminBank>();

describe('publishing against the bank size', () => {
  it('refuses to publish below the minimum, with the numbers, and changes nothing', async () => {
    const route = await createRoute(t.app, admin, { items: [textItem('Lección')], bank: bankQuestions(3) });
    const refused = await publish(route.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'ROUTE_NOT_PUBLISHABLE',
      details: {
        problems: [
          'El banco de preguntas tiene 3 preguntas activas y la evaluación final necesita al menos 8: agregue 5 ' +
            'más antes de publicar.',
        ],
      },
    });
    const after = await getRoute(route.id);
    expect(after).toMatchObject({ status: 'draft', publishedAt: null });
    expect(after.bank).toEqual({ active: 3, minimum: 8, recommended: 90 });
  });

  it('counts only active questions: retired ones do not make a bank big enough', async () => {
    const route = await createRoute(t.app, admin, { items: [textItem('Lección')], bank: bankQuestions(MIN_BANK) });
    const bank = await getBank(route.id);
    await call('POST', `/api/admin/routes/${route.id}/bank/${bank.items[0]?.id ?? ''}/retire`);
    const refused = await publish(route.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.problems[0]).toContain('tiene 7 preguntas activas');
  });

  it('publishes at the minimum, and reports the recommended size the warnings use', async () => {
    const route = await createRoute(t.app, admin, { items: [textItem('Lección')], bank: bankQuestions(MIN_BANK) });
    const published = await publish(route.id);
    expect(published.statusCode).toBe(200);
    expect(published.json<AdminRoute>()).toMatchObject({
      status: 'published',
      bank: { active: 8, minimum: 8, recommended: 90 },
    });
    expect((await getBank(route.id)).size).toEqual({ active: 8, minimum: 8, recommended: 90 });
  });

  it('follows the configured test length', async () => {
    const short = await createTestApp({ CAT_MIN_ITEMS: '4', CAT_MAX_ITEMS: '10' });
    try {
      const cookie = (await signedInAdmin(short.app)).cookie;
      const route = await createRoute(short.app, cookie, { items: [textItem('Lección')], bank: bankQuestions(4) });
      expect(route.bank).toEqual({ active: 4, minimum: 4, recommended: 40 });
      const published = await short.app.inject({
        method: 'POST',
        url: `/api/admin/routes/${route.id}/status`,
        headers: { cookie },
        payload: { status: 'published' },
      });
      expect(published.statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});

describe('retiring questions of a published route', () => {
  it('refuses to retire below the minimum, keeps the question active, and allows it in a draft', async () => {
    const route = await createRoute(t.app, admin, {
      items: [textItem('Lección')],
      bank: bankQuestions(MIN_BANK + 1),
      publish: true,
    });
    const [first, second] = (await getBank(route.id)).items;
    expect((await call('POST', `/api/admin/routes/${route.id}/bank/${first?.id ?? ''}/retire`)).statusCode).toBe(200);

    const refused = await call('POST', `/api/admin/routes/${route.id}/bank/${second?.id ?? ''}/retire`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'BANK_BELOW_MINIMUM',
      message:
        'Esta ruta está publicada y la evaluación final necesita al menos 8 preguntas activas; el banco tiene 8. ' +
        'Agregue otra pregunta o pase la ruta a borrador antes de retirar esta.',
    });
    const bank = await getBank(route.id);
    expect(bank.items.find((item) => item.id === second?.id)?.status).toBe('active');
    expect(bank.size.active).toBe(MIN_BANK);

    // Restoring is always allowed; a draft may be trimmed freely while it is being prepared.
    await call('POST', `/api/admin/routes/${route.id}/status`, { status: 'draft' });
    const retired = await call('POST', `/api/admin/routes/${route.id}/bank/${second?.id ?? ''}/retire`);
    expect(retired.json<AdminBankItem>().status).toBe('retired');
    expect((await publish(route.id)).statusCode).toBe(409);
  });

  it('is for admins only', async () => {
    const route = await createRoute(t.app, admin, {
      items: [textItem('Lección')],
      bank: bankQuestions(MIN_BANK),
      publish: true,
    });
    const learner = (await signedIn(t.app)).cookie;
    const item = (await getBank(route.id)).items[0];
    expect(
      (await call('POST', `/api/admin/routes/${route.id}/bank/${item?.id ?? ''}/retire`, undefined, learner))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/routes/${route.id}/status`,
          payload: { status: 'draft' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
