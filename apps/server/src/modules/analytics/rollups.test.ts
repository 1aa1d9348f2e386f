import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsRouteResultsTable } from '../../db/schema.js';
import { fixedClock } from '../../infra/clock/clock.js';
import { company, learnerOf } from '../../test/people.js';
import { rollupHistory } from '../../test/rollup-history.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AnalyticsRepository, type AnalyticsScope, type DayRange } from './analytics.repository.js';
import { instantsOf, periodsOf } from './dashboard-period.js';

// The rollups of decisions 046 and 052 (weekly counts per company, results and evaluation facts per person and
// route) must give exactly what the direct computation over the activity days and the sessions gives, after
// activity arrives over several refreshes and people change company. Runs on SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.
const START = '2026-06-15T17:00:00.000Z'; // Monday 15 June 2026, 12:00 in Bogotá
const clock = fixedClock(START);

let t: TestApp;
let repo: AnalyticsRepository;
let companyA: string;
let companyB: string;
const people: string[] = [];
const routes = [crypto.randomUUID(), crypto.randomUUID()];

const { session, activity, insertRoutesWithPools, addActivity, refresh } = rollupHistory(
  () => t,
  clock,
  people,
  routes,
);
/** Weekly activity and average gain agree with the direct computation for every scope and several periods. */
async function expectRollupsAgree() {
  const db = t.app.database.db;
  const now = clock.now();
  const ranges: DayRange[] = [
    periodsOf({ period: '12m' }, now).current,
    periodsOf({ period: '12m' }, now).previous,
    periodsOf({ period: '90d' }, now).current,
    periodsOf({ period: '30d' }, now).current,
    { from: '2026-03-04', to: '2026-06-17' }, // cut weeks at both ends
    { from: '2026-04-06', to: '2026-06-21' }, // whole weeks only
    { from: '2026-06-16', to: '2026-06-18' }, // inside one week
    { from: '2026-06-13', to: '2026-06-24' }, // two cut weeks and one whole one
  ];
  const scopes: AnalyticsScope[] = [{ companyId: null }, { companyId: companyA }, { companyId: companyB }];
  let nonEmpty = 0;
  for (const scope of scopes) {
    for (const range of ranges) {
      const label = `${JSON.stringify(scope)} ${JSON.stringify(range)}`;
      expect(await repo.activeLearners(db, scope, range), `activos ${label}`).toBe(
        await repo.activeLearnersFromDays(db, scope, range),
      );
      const direct = await repo.weeklyActivityFromDays(db, scope, range);
      expect(await repo.weeklyActivity(db, scope, range), `${JSON.stringify(scope)} ${JSON.stringify(range)}`).toEqual(
        direct,
      );
      nonEmpty += direct.length;
      const instants = instantsOf(range);
      const gain = await repo.averageGainFromSessions(db, scope, instants);
      const rolled = await repo.averageGain(db, scope, instants);
      if (gain === null) expect(rolled).toBeNull();
      else expect(rolled).toBeCloseTo(gain, 9);
    }
  }
  expect(nonEmpty).toBeGreaterThan(0);
  await expectFactsAgree();
}

type Facts = Pick<
  AnalyticsRouteResultsTable,
  | 'finished_last_at'
  | 'final_started_last_at'
  | 'final_passed'
  | 'final_failed'
  | 'pre_low_score'
  | 'pre_first_finished_at'
>;
const laterOf = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);
const lowerOf = <T extends string | number>(a: T | null, b: T | null) => (a === null || (b !== null && b < a) ? b : a);

/** The Insight Hub's evaluation facts (decision 052) as the finished sessions give them, computed here. */
async function factsFromSessions(): Promise<Map<string, Facts>> {
  const sessions = await t.app.database.db
    .selectFrom('evaluation_sessions')
    .select(['user_id', 'route_id', 'kind', 'score', 'passed', 'started_at', 'finished_at'])
    .where('status', '=', 'finished')
    .execute();
  const facts = new Map<string, Facts>();
  for (const s of sessions) {
    const key = `${s.user_id}|${s.route_id}`;
    const f = facts.get(key) ?? {
      finished_last_at: null,
      final_started_last_at: null,
      final_passed: 0,
      final_failed: 0,
      pre_low_score: null,
      pre_first_finished_at: null,
    };
    f.finished_last_at = laterOf(f.finished_last_at, s.finished_at);
    if (s.kind === 'test') {
      f.final_started_last_at = laterOf(f.final_started_last_at, s.started_at);
      if (s.passed === 1) f.final_passed = 1;
      if (s.passed === 0) f.final_failed = 1;
    } else {
      f.pre_low_score = lowerOf(f.pre_low_score, s.score);
      f.pre_first_finished_at = lowerOf(f.pre_first_finished_at, s.finished_at);
    }
    facts.set(key, f);
  }
  return facts;
}

/** The refresh's facts equal the direct ones for every person and route with a finished session. */
async function expectFactsAgree() {
  const direct = await factsFromSessions();
  const rows = await t.app.database.db
    .selectFrom('analytics_route_results')
    .select([
      'user_id',
      'route_id',
      'finished_last_at',
      'final_started_last_at',
      'final_passed',
      'final_failed',
      'pre_low_score',
      'pre_first_finished_at',
    ])
    .where('finished_last_at', 'is not', null)
    .execute();
  const rolled = new Map(rows.map(({ user_id, route_id, ...facts }) => [`${user_id}|${route_id}`, facts]));
  expect(direct.size).toBeGreaterThan(0);
  expect(Object.fromEntries(rolled)).toEqual(Object.fromEntries(direct));
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  repo = new AnalyticsRepository(t.app.database.kind);
  companyA = (await company(t.app, 'Constructora Andina S.A.S.', '900123456-1')).id;
  companyB = (await company(t.app, 'Logística del Caribe S.A.S.', '800197268-4')).id;
  for (const empresa of [companyA, companyA, companyA, companyB, companyB, null]) {
    people.push((await learnerOf(t.app, empresa)).id);
  }
  await insertRoutesWithPools();
});
afterAll(() => t.close());

describe('analytics rollups (decision 046)', () => {
  it('agree with the direct computation over several refreshes and changes of company', async () => {
    // A year and a half of history before the first refresh: the first fill.
    await addActivity(new Date('2025-01-01T00:00:00.000Z'), new Date('2026-06-15T16:00:00.000Z'), 300, 60);
    await refresh(START);
    await expectRollupsAgree();

    // More activity, crossing into the next week, then a refresh a week later.
    await addActivity(new Date('2026-06-15T16:55:00.000Z'), new Date('2026-06-23T16:00:00.000Z'), 60, 20);
    await refresh('2026-06-23T17:00:00.000Z');
    await expectRollupsAgree();

    // A person of company A moves to B, the person of no company joins A, and one of B leaves every company;
    // all three had activity under their former company. Then more activity and another refresh.
    const [a1, , , b1, , none] = people as [string, string, string, string, string, string];
    await t.app.container.users.update(a1, { empresaId: companyB });
    await t.app.container.users.update(none, { empresaId: companyA });
    await t.app.container.users.update(b1, { empresaId: null });
    await addActivity(new Date('2026-06-23T16:55:00.000Z'), new Date('2026-06-25T16:00:00.000Z'), 30, 10);
    await refresh('2026-06-25T17:00:00.000Z');
    await expectRollupsAgree();

    // A move with no new activity at all, and a refresh with nothing new.
    await t.app.container.users.update(a1, { empresaId: companyA });
    await refresh('2026-06-25T18:00:00.000Z');
    await expectRollupsAgree();
  });

  it('keeps the first pre-test when an earlier attempt finishes after a later one', async () => {
    const person = (await learnerOf(t.app, companyA)).id;
    const route = routes[1] as string;
    // Attempt 2 finishes first (score 20); attempt 1, started earlier, finishes later (score 60): the first
    // pre-test is attempt 1, as the direct computation (by attempt, then start) says.
    await session(person, route, 'pretest', 2, '2026-06-25T18:00:00.000Z', '2026-06-25T18:05:00.000Z', 20);
    await session(person, route, 'test', 1, '2026-06-25T18:06:00.000Z', '2026-06-25T18:07:00.000Z', 90);
    await refresh('2026-06-25T18:30:00.000Z');
    await expectRollupsAgree();
    // The gain of this person alone so far: (90 − 20) ÷ 80.
    await session(person, route, 'pretest', 1, '2026-06-25T17:59:00.000Z', '2026-06-25T18:25:00.000Z', 60);
    await refresh('2026-06-25T19:00:00.000Z');
    const first = await t.app.database.db
      .selectFrom('analytics_route_results')
      .select(['pre_attempt', 'pre_score'])
      .where('user_id', '=', person)
      .where('route_id', '=', route)
      .executeTakeFirstOrThrow();
    expect(first).toEqual({ pre_attempt: 1, pre_score: 60 });
    await expectRollupsAgree();
  });

  it('links a day that arrives late to the later day already counted', async () => {
    const person = (await learnerOf(t.app, companyB)).id;
    const db = t.app.database.db;
    const scope = { companyId: companyB };
    const lateDays = { from: '2026-06-28', to: '2026-06-29' };
    // Active on the 27th, then at 00:01 on the 29th in Bogotá, each counted by a refresh minutes later: the 29th
    // follows the 27th.
    await activity(person, '2026-06-27T15:00:00.000Z');
    await refresh('2026-06-27T15:05:00.000Z');
    await activity(person, '2026-06-29T05:01:00.000Z');
    await refresh('2026-06-29T05:02:00.000Z');
    // 23:55 on the 28th, from a transaction that committed after that refresh: the next one reads it (its overlap)
    // and the 29th now follows the 28th. The person is counted once over both days, not twice.
    await activity(person, '2026-06-29T04:55:00.000Z');
    await refresh('2026-06-29T05:03:00.000Z');
    expect(await repo.activeLearnersFromDays(db, scope, lateDays)).toBe(1);
    expect(await repo.activeLearners(db, scope, lateDays)).toBe(1);
    await expectRollupsAgree();
  });
});
