import type { GlobalSearchResult, NormList } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories.js';
import { seedDemoLibrary } from '../../seed/seed-library/seed-library.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * ADR 034: searching a norm's number ranks that norm first, above every text that cites it, in the library and in
 * the header search. Runs on SQLite by default and on PostgreSQL with TEST_DATABASE_URL (same cases).
 */

let t: TestApp;
let learner: string;

const first = async (q: string) =>
  (
    await t.app.inject({
      url: `/api/library/norms?q=${encodeURIComponent(q)}`,
      headers: { cookie: learner },
    })
  ).json<NormList>().items[0]?.title;

beforeAll(async () => {
  t = await createTestApp();
  learner = (await signedIn(t.app)).cookie;
  // The real library: 41 norms, many of which cite Decreto 1072, Resolución 0312 or Ley 1562 in their texts.
  await seedDemoLibrary(t.app.container, t.config, t.app.log);
}, 120_000);
afterAll(() => t.close());

describe('searching a norm by its number', () => {
  it.each([
    ['1072', 'Decreto 1072 de 2015'],
    ['Decreto 1072', 'Decreto 1072 de 2015'],
    ['0312', 'Resolución 0312 de 2019'],
    ['312', 'Resolución 0312 de 2019'],
    ['Resolución 312', 'Resolución 0312 de 2019'],
    ['1562', 'Ley 1562 de 2012'],
  ])('"%s" lists %s first in the library', async (q, title) => {
    expect(await first(q)).toBe(title);
  });

  it('lists the norm first in the header search too', async () => {
    const result = (
      await t.app.inject({ url: '/api/search?q=1072', headers: { cookie: learner } })
    ).json<GlobalSearchResult>();
    expect(result.items[0]?.title).toBe('Decreto 1072 de 2015');
    expect(result.total).toBeGreaterThan(1);
  });
});
