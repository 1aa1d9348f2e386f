import type { RouteCatalog, RouteDetail } from '@academia/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankQuestions, createRoute, signedIn, signedInAdmin, textItem } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CatalogVersionRepository } from './catalog-version.repository.js';

let t: TestApp;
let other: FastifyInstance;
let admin: string;
let learner: string;

beforeAll(async () => {
  t = await createTestApp();
  // A second app process on the same database: it learns of changes only through the database.
  other = await t.reopen();
  admin = (await signedInAdmin(t.app)).cookie;
  learner = (await signedIn(t.app)).cookie;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = <T>(app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie: learner } }).then((response) => {
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  });
const titles = (catalog: RouteCatalog) => catalog.items.map((item) => item.title);

describe('the cached catalog is never stale (decision 048)', () => {
  it('shows an admin edit at once, in this process and in another one', async () => {
    const route = await createRoute(t.app, admin, { title: 'Ruta antes', items: [textItem('Uno')], publish: true });
    // Both processes read (and keep) the catalog and the route page first.
    for (const app of [t.app, other]) {
      expect(titles(await get<RouteCatalog>(app, '/api/routes'))).toContain('Ruta antes');
      expect((await get<RouteDetail>(app, `/api/routes/${route.id}`)).steps.length).toBeGreaterThan(0);
    }
    const stepsBefore = (await get<RouteDetail>(other, `/api/routes/${route.id}`)).steps.length;

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/routes/${route.id}`,
      headers: { cookie: admin },
      payload: { title: 'Ruta después' },
    });
    expect(renamed.statusCode).toBe(200);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/routes/${route.id}/items`,
      headers: { cookie: admin },
      payload: textItem('Dos'),
    });
    expect(added.statusCode).toBe(201);

    for (const app of [t.app, other]) {
      const catalog = titles(await get<RouteCatalog>(app, '/api/routes'));
      expect(catalog).toContain('Ruta después');
      expect(catalog).not.toContain('Ruta antes');
      const detail = await get<RouteDetail>(app, `/api/routes/${route.id}`);
      expect(detail.title).toBe('Ruta después');
      expect(detail.steps.length).toBe(stepsBefore + 1);
    }
  });

  it('opens the pre-test in another process as soon as the route gets a bank', async () => {
    const route = await createRoute(t.app, admin, { title: 'Ruta sin banco', items: [textItem('Uno')] });
    // Published with no bank, as an upgraded database may hold: no pre-test step yet.
    await sql`update routes set status = 'published' where id = ${route.id}`.execute(t.app.database.db);
    const before = await get<RouteDetail>(other, `/api/routes/${route.id}`);
    const pretestState = (detail: RouteDetail) => detail.steps.find((step) => step.kind === 'pretest')?.state;
    expect(pretestState(before)).toBe('locked');

    for (const question of bankQuestions(8)) {
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/admin/routes/${route.id}/bank`,
        headers: { cookie: admin },
        payload: question,
      });
      expect(added.statusCode).toBe(201);
    }
    expect(pretestState(await get<RouteDetail>(other, `/api/routes/${route.id}`))).toBe('available');
  });

  it('moves the version on every write to a cached table, whoever writes', async () => {
    const versions = new CatalogVersionRepository();
    const { db } = t.app.database;
    const route = await createRoute(t.app, admin, {
      title: 'Ruta para versiones',
      items: [textItem('Uno')],
      bank: bankQuestions(8),
    });
    const now = new Date().toISOString();
    const writes = [
      sql`update routes set summary = 'Otro resumen' where id = ${route.id}`,
      sql`update route_items set title = 'Otro título' where route_id = ${route.id}`,
      sql`delete from route_items where route_id = ${route.id}`,
      sql`update bank_items set b = b + 0.5 where route_id = ${route.id}`,
      sql`delete from bank_items where route_id = ${route.id}`,
      sql`insert into simulator_scenarios (route_id, title, definition, status, external_path, max_score, source,
        created_at, updated_at, updated_by) values (${route.id}, 'Escenario', '{}', 'draft', null, 100, 'admin',
        ${now}, ${now}, null)`,
      sql`update simulator_scenarios set status = 'published' where route_id = ${route.id}`,
      sql`delete from simulator_scenarios where route_id = ${route.id}`,
    ];
    for (const write of writes) {
      const before = await versions.current(db);
      await write.execute(db);
      expect(await versions.current(db)).toBeGreaterThan(before);
    }
  });
});
