import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { learnerWithCargo } from '../../test/training-plans.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import * as m0019a from './0019-a-job-title-key.js';

// People already in the database when the normalised job title arrived get it too: otherwise a job-title
// assignment would stop covering them. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('fills the normalised job title of the people already there, and leaves it empty without a title', async () => {
  const db = t.app.database.db;
  const withTitle = await learnerWithCargo(t.app, null, '  Jefe   de ÁREA ');
  const without = await learnerWithCargo(t.app, null, null);
  await m0019a.down(db);
  await m0019a.up(db);
  const { rows } = await sql<{ id: string; cargo_normalizado: string | null }>`
    select id, cargo_normalizado from users where id in (${withTitle.id}, ${without.id})`.execute(db);
  expect(Object.fromEntries(rows.map((r) => [r.id, r.cargo_normalizado]))).toEqual({
    [withTitle.id]: 'jefe de área',
    [without.id]: null,
  });
});
