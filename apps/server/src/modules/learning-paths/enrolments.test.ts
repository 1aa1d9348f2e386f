import type { AssignRouteResult, RouteCatalog, RouteEnrolmentList } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, signedIn, signedInAdmin, textItem } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
});
afterAll(() => t.close());

const assign = (routeId: string, userIds: string[], cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/routes/${routeId}/enrolments`,
    headers: { cookie },
    payload: { userIds },
  });

describe('assigning routes', () => {
  it('enrols chosen learners once, shows the route in progress for them and lists them with their progress', async () => {
    const ana = await signedIn(t.app);
    const beto = await signedIn(t.app);
    const route = await createRoute(t.app, admin, { items: [textItem('Lección asignada')], publish: true });

    const first = await assign(route.id, [ana.id, beto.id, ana.id]);
    expect(first.json<AssignRouteResult>()).toEqual({ enrolled: 2, alreadyEnrolled: 0 });
    const again = await assign(route.id, [ana.id]);
    expect(again.json<AssignRouteResult>()).toEqual({ enrolled: 0, alreadyEnrolled: 1 });

    const catalog = (
      await t.app.inject({ method: 'GET', url: '/api/routes', headers: { cookie: ana.cookie } })
    ).json<RouteCatalog>();
    expect(catalog.items.find((card) => card.id === route.id)?.progress).toMatchObject({
      percent: 0,
      state: 'not_started',
    });

    await t.app.inject({
      method: 'POST',
      url: `/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}/complete`,
      headers: { cookie: ana.cookie },
    });
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/admin/routes/${route.id}/enrolments`, headers: { cookie: admin } })
    ).json<RouteEnrolmentList>();
    expect(list.items).toHaveLength(2);
    const anaRow = list.items.find((row) => row.user.id === ana.id);
    expect(anaRow).toMatchObject({ origin: 'assignment', percent: 100 });
    expect(anaRow?.contentCompletedAt).not.toBeNull();
  });

  it('refuses drafts, unknown users and learners acting as admins', async () => {
    const learner = await signedIn(t.app);
    const draft = await createRoute(t.app, admin, { items: [textItem('Borrador')] });
    const refused = await assign(draft.id, [learner.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('Publique la ruta');

    const published = await createRoute(t.app, admin, { items: [textItem('Publicada')], publish: true });
    expect((await assign(published.id, ['no-existe'])).statusCode).toBe(400);
    expect((await assign(published.id, [learner.id], learner.cookie)).statusCode).toBe(403);
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/routes/${published.id}/enrolments`,
        headers: { cookie: admin },
      })
    ).json<RouteEnrolmentList>();
    expect(list.items).toHaveLength(0);
  });
});
