import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, signedInAdmin, textItem } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// FTS5 stores its index as rows of `search_fts_data`: one per b-tree page of each segment, plus a few of its own.
async function indexRows(app: FastifyInstance): Promise<number> {
  const result = await sql<{ rows: number }>`select count(*) as rows from search_fts_data`.execute(app.database.db);
  return Number(result.rows[0]?.rows);
}

describe.skipIf(process.env.TEST_DATABASE_URL)('the search index after restarts (SQLite)', () => {
  let t: TestApp;
  let admin: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t.app);
    for (let n = 0; n < 6; n++) {
      await createRoute(t.app, admin.cookie, {
        title: `Trabajo en alturas, módulo ${String(n + 1)}`,
        items: [textItem('Arnés y línea de vida', 'El arnés de cuerpo completo se revisa antes de cada uso.')],
        publish: true,
      });
    }
  });
  afterAll(() => t.close());

  it('stays one merged index however often the server starts and rebuilds it', async () => {
    const first = await t.reopen();
    const afterOneStart = await indexRows(first);
    await first.close();
    for (let start = 0; start < 3; start++) await (await t.reopen()).close();
    const again = await t.reopen();
    expect(await indexRows(again)).toBe(afterOneStart);

    const found = await again.inject({
      method: 'GET',
      url: '/api/search?q=arnes',
      headers: { cookie: admin.cookie },
    });
    expect(found.json<{ total: number }>().total).toBe(6);
    await again.close();
  });
});
