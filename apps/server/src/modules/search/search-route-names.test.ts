import type { GlobalSearchResult, RouteDetail } from '@academia/shared';
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

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('header search results of lessons', () => {
  it('name the route a lesson belongs to, and only for lessons', async () => {
    const route = await createRoute(t.app, admin, {
      title: 'Manejo seguro de montacargas',
      items: [textItem('Inspección preoperacional del montacargas')],
      publish: true,
    });
    const learner = await signedIn(t.app);
    const found = (await get('/api/search?q=montacargas', learner.cookie)).json<GlobalSearchResult>();
    const lesson = found.items.find((hit) => hit.kind === 'item');
    expect(lesson).toMatchObject({
      title: 'Inspección preoperacional del montacargas',
      routeTitle: 'Manejo seguro de montacargas',
      href: `/rutas/${route.id}/${route.items[0]?.id ?? ''}`,
    });
    expect(found.items.find((hit) => hit.kind === 'route')?.routeTitle).toBeNull();
  });

  it('lets a learner open a locked lesson found by search without being enrolled in its route', async () => {
    const route = await createRoute(t.app, admin, {
      title: 'Orden y aseo en bodegas',
      items: [textItem('Clasificar lo necesario'), textItem('Señalizar los pasillos de la bodega')],
      publish: true,
    });
    const learner = await signedIn(t.app);
    const found = (await get('/api/search?q=pasillos bodega', learner.cookie)).json<GlobalSearchResult>();
    const hit = found.items.find((item) => item.kind === 'item');
    expect(hit?.routeTitle).toBe('Orden y aseo en bodegas');
    const [, routeId, itemId] = (hit?.href ?? '').split('/').filter(Boolean);
    const opened = await get(`/api/routes/${routeId ?? ''}/items/${itemId ?? ''}`, learner.cookie);
    expect(opened.statusCode).toBe(403);
    expect(opened.json().error.details.unlock.title).toBe('Clasificar lo necesario');
    expect((await get(`/api/routes/${route.id}`, learner.cookie)).json<RouteDetail>().enrolled).toBe(false);
  });
});
