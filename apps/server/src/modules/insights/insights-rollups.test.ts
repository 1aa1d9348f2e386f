import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/clock/clock.js';
import { learnerOf, twoCompanies } from '../../test/people.js';
import { rollupHistory } from '../../test/rollup-history.js';
import { bogotaDays } from '../../test/periods.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { InsightsRepository, type ItemAnswers, type TopicAnswers } from './insights.repository.js';
import type { InsightFilter, ScorePairCount } from './insights.types.js';

// The Insight Hub over all companies reads the analytics rollups (decision 052): the learning gain's score pairs
// from the per-(person, route) results and its answers per topic from the answer weeks, the failing items and the
// bank's use from the item weeks. Each must give exactly what the sessions and answers give, for every company, route and period, after history arrives over several refreshes. Runs on
// SQLite, and on PostgreSQL with TEST_DATABASE_URL.
const START = '2026-06-15T17:00:00.000Z'; // Monday 15 June 2026, 12:00 in Bogotá
const clock = fixedClock(START);

let t: TestApp;
let insights: InsightsRepository;
const companies: (string | null)[] = [null];
const people: string[] = [];
const routes = [crypto.randomUUID(), crypto.randomUUID()];
const { session, answersOf, insertRoutesWithPools, addActivity, refresh } = rollupHistory(
  () => t,
  clock,
  people,
  routes,
);

const byTopic = (a: TopicAnswers, b: TopicAnswers) =>
  a.routeId.localeCompare(b.routeId) || a.topic.localeCompare(b.topic) || a.kind.localeCompare(b.kind);
const byPair = (a: ScorePairCount, b: ScorePairCount) =>
  a.routeId.localeCompare(b.routeId) || a.pre - b.pre || a.post - b.post;

const byItem = (a: ItemAnswers, b: ItemAnswers) => a.itemId.localeCompare(b.itemId);

/** Answers per topic (of finished sessions), per item and the weak topics (given in the period) agree with the answers. */
async function expectTopicAnswersAgree(filter: InsightFilter): Promise<{ topics: number; items: number }> {
  const db = t.app.database.db;
  const direct = (await insights.topicAnswersFromSessions(db, filter)).sort(byTopic);
  expect((await insights.topicAnswers(db, filter)).sort(byTopic), JSON.stringify(filter)).toEqual(direct);
  const perItem = (await insights.answersPerItem(db, filter, true)).sort(byItem);
  expect((await insights.answersPerItem(db, filter)).sort(byItem), JSON.stringify(filter)).toEqual(perItem);
  const weakDirect = await insights.weakTopics(db, filter, null, true);
  expect(await insights.weakTopics(db, filter, null), JSON.stringify(filter)).toEqual(weakDirect);
  return {
    topics: direct.reduce((sum, row) => sum + row.answers, 0),
    items: perItem.reduce((sum, row) => sum + row.answers, 0),
  };
}

/** Score pairs and answers per topic agree with the sessions for every company, route and period. */
async function expectGainAgrees() {
  const db = t.app.database.db;
  const now = clock.now().toISOString();
  const periods = [
    { from: new Date(Date.parse(now) - 365 * 86_400_000).toISOString(), to: now },
    { from: new Date(Date.parse(now) - 30 * 86_400_000).toISOString(), to: now },
    bogotaDays('2026-03-04', '2026-06-17'), // cut weeks at both ends
    bogotaDays('2026-04-06', '2026-06-21'), // whole weeks only
    bogotaDays('2026-06-16', '2026-06-18'), // inside one week
  ];
  let people = 0;
  let answered = 0;
  let given = 0;
  for (const companyId of companies) {
    for (const routeId of [null, routes[1] as string]) {
      for (const period of periods) {
        const filter = { companyId, routeId, ...period };
        const direct = (await insights.scorePairsFromSessions(db, filter)).sort(byPair);
        expect((await insights.scorePairs(db, filter)).sort(byPair), JSON.stringify(filter)).toEqual(direct);
        people += direct.reduce((sum, pair) => sum + pair.count, 0);
        const counted = await expectTopicAnswersAgree(filter);
        answered += counted.topics;
        given += counted.items;
      }
    }
  }
  expect(people).toBeGreaterThan(0);
  expect(answered).toBeGreaterThan(0);
  expect(given).toBeGreaterThan(answered);
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  insights = new InsightsRepository();
  const [companyA, companyB] = await twoCompanies(t.app);
  companies.push(companyA, companyB);
  for (const empresa of [companyA, companyA, companyB, companyB, null]) {
    people.push((await learnerOf(t.app, empresa)).id);
  }
  await insertRoutesWithPools();
});
afterAll(() => t.close());

describe('the learning gain read from the rollups (decision 052)', () => {
  it('agrees with the sessions over several refreshes', async () => {
    await addActivity(new Date('2025-01-01T00:00:00.000Z'), new Date('2026-06-15T16:00:00.000Z'), 150, 80);
    await refresh(START);
    await expectGainAgrees();
    await addActivity(new Date('2026-06-15T16:55:00.000Z'), new Date('2026-06-23T16:00:00.000Z'), 40, 30);
    await refresh('2026-06-23T17:00:00.000Z');
    await expectGainAgrees();
    await refresh('2026-06-23T18:00:00.000Z');
    await expectGainAgrees();
  });

  it('counts each session of the answer weeks once, and reads raw what the mark has not reached', async () => {
    const db = t.app.database.db;
    const route = routes[0] as string;
    // Bogotá's Monday 29 June starts at 05:00 UTC. A session finishes at 04:58, inside the ten minutes a refresh at
    // 05:05 leaves to the next one (its mark is 04:55, in the week before).
    const late = await session(
      people[0] as string,
      route,
      'test',
      1,
      '2026-06-29T04:50:00.000Z',
      '2026-06-29T04:58:00.000Z',
      75,
    );
    await answersOf(late, route, '2026-06-29T04:58:00.000Z');
    const period = bogotaDays('2026-06-15', '2026-06-29');
    const expectAgree = async () => {
      for (const routeId of [null, route]) await expectTopicAnswersAgree({ companyId: null, routeId, ...period });
    };
    await refresh('2026-06-29T05:05:00.000Z');
    await expectAgree();
    // The next refresh counts it, once; the week of 22 June now comes from the rollup.
    await refresh('2026-06-29T06:00:00.000Z');
    await expectAgree();
    const counted = await db
      .selectFrom('analytics_answer_weeks')
      .select((eb) => eb.fn.sum<number>('answers').as('n'))
      .where('week', '=', '2026-06-22')
      .executeTakeFirstOrThrow();
    const direct = await db
      .selectFrom('evaluation_answers as a')
      .innerJoin('evaluation_sessions as s', 's.id', 'a.session_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('s.status', '=', 'finished')
      .where('s.finished_at', '>=', '2026-06-22T05:00:00.000Z')
      .where('s.finished_at', '<', '2026-06-29T05:00:00.000Z')
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(Number(direct.n));
    expect(Number(direct.n)).toBeGreaterThan(0);
  });
});
