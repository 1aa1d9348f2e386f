import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptGrantsRepository } from '../modules/evaluations/attempt-grants.repository.js';
import { EvaluationsRepository } from '../modules/evaluations/evaluations.repository.js';
import { ProgressRepository } from '../modules/learning-paths/progress.repository.js';
import { SimulatorRepository } from '../modules/simulator/simulator.repository.js';
import { UsersRepository } from '../modules/users/users.repository.js';
import { learnerOf } from '../test/people.js';
import {
  insertEnrolment,
  insertEvaluationSession,
  insertItemProgress,
  insertRoute,
  insertRouteItem,
} from '../test/rollup-history.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { chunks } from './chunks.js';

// A training plan, a route's enrolment list or an import reaches tens of thousands of people, and their ids become
// `in (…)` lists: past 32,766 parameters on SQLite or 65,535 on PostgreSQL a statement fails outright, and with it
// the compliance table, the dashboard, the at-risk list and the route's enrolment panel. The reads over people go a
// slice at a time. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
const AT = '2026-06-15T17:00:00.000Z';
let t: TestApp;
let learner = '';
const routeId = crypto.randomUUID();
const itemId = crypto.randomUUID();

/** 70,000 ids that match nobody, with the real learner's in the middle. */
const manyWith = (id: string) => {
  const ids: string[] = Array.from({ length: 70_000 }, () => crypto.randomUUID());
  ids[35_000] = id;
  return ids;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.database.db;
  learner = (await learnerOf(t.app, null, 'Ana Rojas')).id;
  await insertRoute(db, { id: routeId, title: 'Ruta Alfa', status: 'published', at: AT });
  await insertRouteItem(db, { id: itemId, routeId, position: 1, at: AT });
  await insertEnrolment(db, learner, routeId, AT);
  await insertItemProgress(db, { userId: learner, itemId, routeId, startedAt: AT, updatedAt: AT });
  const row = { userId: learner, routeId, attempt: 1, startedAt: AT, finishedAt: AT, score: 40, passed: 0 };
  await insertEvaluationSession(db, { ...row, kind: 'test' });
});
afterAll(() => t.close());

describe('reads over tens of thousands of people', () => {
  it('slices a list without losing or repeating anything', () => {
    const list = Array.from({ length: 12_345 }, (_, i) => i);
    const slices = chunks(list);
    expect(slices.map((s) => s.length)).toEqual([5_000, 5_000, 2_345]);
    expect(slices.flat()).toEqual(list);
    expect(chunks([])).toEqual([]);
  });

  it('answers the training plan, enrolment-panel and account reads for 70,000 ids', async () => {
    const db = t.app.database.db;
    const ids = manyWith(learner);
    const pair = [{ userId: learner, routeId }];
    expect(await new EvaluationsRepository().sessionPairs(db, ids)).toEqual(pair);
    expect(await new EvaluationsRepository().certificateDates(db, ids)).toEqual([]);
    expect(await new ProgressRepository().progressPairs(db, ids)).toEqual(pair);
    expect(await new UsersRepository().activeIds(db, ids)).toEqual([learner]);
    expect((await new UsersRepository().findByIds(db, ids)).map((u) => u.nombre)).toEqual(['Ana Rojas']);
    expect(await new UsersRepository().remindersOptedOut(db, ids)).toEqual(new Set());
    expect(await new SimulatorRepository().passedUsers(db, routeId, ids)).toEqual(new Set());
    const standings = await new AttemptGrantsRepository().standings(db, routeId, ids);
    expect(standings.size).toBe(70_000);
    expect(standings.get(learner)).toMatchObject({ attemptsUsed: 1, granted: 0, passed: false });
  });
});
