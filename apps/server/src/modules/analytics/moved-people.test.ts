import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company, learnerOf } from '../../test/people.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import * as migration from '../../db/migrations/0015-a-analytics-moved-people.js';
import { AnalyticsRepository } from './analytics.repository.js';

// The notes of decision 051: a change of company is noted by the database in the writer's transaction, the
// refresh claims the notes, and a refresh that fails leaves them for the next one. SQLite, and PostgreSQL with
// TEST_DATABASE_URL.
let t: TestApp;
let repo: AnalyticsRepository;
let companyA: string;
let companyB: string;

const notes = async () =>
  (await t.app.database.db.selectFrom('analytics_moved_people').select('user_id').execute()).map((r) => r.user_id);
const moveTo = (userId: string, empresaId: string | null) =>
  t.app.database.db.updateTable('users').set({ empresa_id: empresaId }).where('id', '=', userId).execute();
/** Records the person's company in `analytics_people`, as their first activity day does at a refresh. */
const recordPerson = (userId: string, companyId: string) =>
  t.app.database.db.insertInto('analytics_people').values({ user_id: userId, company_id: companyId }).execute();

beforeAll(async () => {
  t = await createTestApp();
  repo = new AnalyticsRepository(t.app.database.kind);
  companyA = (await company(t.app, 'Constructora Andina S.A.S.', '900123456-1')).id;
  companyB = (await company(t.app, 'Logística del Caribe S.A.S.', '800197268-4')).id;
});
afterAll(() => t.close());

describe('people who changed company (decision 051)', () => {
  it('notes a change of company, and only a change', async () => {
    const person = (await learnerOf(t.app, companyA)).id;
    await t.app.database.db.updateTable('users').set({ nombre: 'Otro nombre' }).where('id', '=', person).execute();
    await moveTo(person, companyA);
    expect(await notes()).toEqual([]);
    await moveTo(person, companyB);
    await moveTo(person, null);
    expect(await notes()).toEqual([person]);
    await t.app.database.db.deleteFrom('analytics_moved_people').execute();
  });

  it('gives the refresh the noted people whose recorded company differs, and claims the notes', async () => {
    const moved = (await learnerOf(t.app, companyA)).id;
    const back = (await learnerOf(t.app, companyA)).id;
    await recordPerson(moved, companyA);
    await recordPerson(back, companyA);
    await moveTo(moved, companyB);
    await moveTo(back, companyB);
    await moveTo(back, companyA);
    const found = await t.app.database.db.transaction().execute((tx) => repo.movedPeople(tx));
    expect(found).toEqual([{ userId: moved, from: companyA, to: companyB }]);
    expect(await notes()).toEqual([]);
  });

  it('keeps the notes when the refresh that read them rolls back', async () => {
    const person = (await learnerOf(t.app, companyA)).id;
    await recordPerson(person, companyA);
    await moveTo(person, null);
    await expect(
      t.app.database.db.transaction().execute(async (tx) => {
        expect(await repo.movedPeople(tx)).toEqual([{ userId: person, from: companyA, to: '' }]);
        throw new Error('the refresh failed');
      }),
    ).rejects.toThrow('the refresh failed');
    expect(await notes()).toEqual([person]);
  });

  it('notes, when the migration runs, the people who moved before the trigger existed', async () => {
    const person = (await learnerOf(t.app, companyA)).id;
    const stayed = (await learnerOf(t.app, companyA)).id;
    await recordPerson(person, companyA);
    await recordPerson(stayed, companyA);
    await migration.down(t.app.database.db);
    await moveTo(person, companyB);
    await migration.up(t.app.database.db);
    const noted = await notes();
    expect(noted).toContain(person);
    expect(noted).not.toContain(stayed);
  });
});
