import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/clock/clock.js';
import { learnerOf, twoCompanies } from '../../test/people.js';
import {
  insertEnrolment,
  insertItemProgress,
  insertRouteWithItems,
  refreshAnalyticsAt,
} from '../../test/rollup-history.js';
import { bogotaDays, DAY_MS, iso, seededRandom } from '../../test/periods.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { InsightsRepository } from './insights.repository.js';

// The funnel's content steps over all companies read the completion weeks (decision 055): how many people who
// enrolled in the period completed each content item must be exactly what the progress rows say, for every company
// and period, as completions arrive before and after the refresh's mark. Runs on SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.
const START = '2026-06-15T17:00:00.000Z'; // Monday 15 June 2026, 12:00 in Bogotá
const clock = fixedClock(START);

let t: TestApp;
let insights: InsightsRepository;
const routeId = crypto.randomUUID();
const items = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
const companies: (string | null)[] = [null];

const random = seededRandom(20261129);

const enrol = (userId: string, enrolledAt: string) => insertEnrolment(t.app.database.db, userId, routeId, enrolledAt);

/** A progress row as the app writes it: completing stamps `completed_at` and `updated_at` with the same instant. */
const progress = (userId: string, itemId: string, startedAt: string, completedAt: string | null) =>
  insertItemProgress(t.app.database.db, {
    userId,
    itemId,
    routeId,
    startedAt,
    updatedAt: completedAt ?? startedAt,
    ...(completedAt ? { completedAt } : {}),
  });

/** Completes a started item later, as the app's update does, moving `updated_at` with it. */
async function complete(userId: string, itemId: string, at: string) {
  await t.app.database.db
    .updateTable('item_progress')
    .set({ completed_at: at, updated_at: at, revision: 2 })
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .execute();
}

const enrolled = new Map<string, number>();
/**
 * People enrol between `from` and `to`; each opens some items and completes some of them, some days later (after
 * `to` too: a completion may come after the mark, for a cohort the rollup already holds). Returns the rows left
 * started, to complete later.
 */
async function addHistory(from: number, to: number, count: number, latest: number) {
  const open: { userId: string; itemId: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const userId = (await learnerOf(t.app, companies[1 + (i % 3)] ?? null)).id;
    const at = from + random() * (to - from);
    enrolled.set(userId, at);
    await enrol(userId, iso(at));
    for (const itemId of items) {
      if (random() < 0.2) continue;
      const completedAt = at + random() * 20 * DAY_MS;
      const left = random() < 0.3 || completedAt >= latest;
      if (left) open.push({ userId, itemId });
      await progress(userId, itemId, iso(at + 60_000), left ? null : iso(completedAt));
    }
  }
  return open;
}

const refresh = (at: string) => refreshAnalyticsAt(t, clock, at);

/** Completions per item agree with the progress rows for every company and period; returns how many were counted. */
async function expectCompletionsAgree(): Promise<number> {
  const db = t.app.database.db;
  const now = clock.now().getTime();
  const periods = [
    { from: iso(now - 365 * DAY_MS), to: iso(now) },
    { from: iso(now - 30 * DAY_MS), to: iso(now) },
    bogotaDays('2026-03-04', '2026-06-17'), // cut weeks at both ends
    bogotaDays('2026-04-06', '2026-06-21'), // whole weeks only
    bogotaDays('2026-06-16', '2026-06-18'), // inside one week
  ];
  let counted = 0;
  for (const companyId of companies) {
    for (const period of periods) {
      const filter = { companyId, routeId, ...period };
      const direct = await insights.completionsPerItem(db, filter, true);
      expect(await insights.completionsPerItem(db, filter), JSON.stringify(filter)).toEqual(direct);
      counted += [...direct.values()].reduce((sum, n) => sum + n, 0);
    }
  }
  return counted;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  insights = new InsightsRepository();
  companies.push(...(await twoCompanies(t.app)));
  await insertRouteWithItems(t.app.database.db, { id: routeId, title: 'Ruta del embudo', itemIds: items, at: START });
});
afterAll(() => t.close());

describe('the funnel content steps read from the completion weeks (decision 055)', () => {
  it('agrees with the progress rows as completions arrive before and after the mark', async () => {
    const open = await addHistory(
      Date.parse('2025-06-01T00:00:00.000Z'),
      Date.parse(START) - DAY_MS,
      60,
      Date.parse(START),
    );
    await refresh(START);
    const before = await expectCompletionsAgree();
    expect(before).toBeGreaterThan(0);

    // Old cohorts complete items after the mark: read raw until a refresh counts them, then from the rollup, once.
    const later = Date.parse('2026-06-22T15:00:00.000Z');
    for (const [i, row] of open.entries()) {
      if (i % 2 === 0) await complete(row.userId, row.itemId, iso(later + i * 60_000));
    }
    await addHistory(Date.parse(START), later, 15, later);
    clock.set(iso(later + DAY_MS));
    const raw = await expectCompletionsAgree();
    expect(raw).toBeGreaterThan(before);
    await refresh(iso(later + DAY_MS));
    expect(await expectCompletionsAgree()).toBe(raw);
    await refresh(iso(later + DAY_MS + 3_600_000));
    expect(await expectCompletionsAgree()).toBe(raw);
  });

  it('counts a completion made just before a mark once, reading it raw until the next refresh', async () => {
    const db = t.app.database.db;
    const userId = (await learnerOf(t.app, null)).id;
    const [itemId] = items as [string];
    await enrol(userId, '2026-06-01T15:00:00.000Z');
    await progress(userId, itemId, '2026-06-01T15:05:00.000Z', null);
    const filter = { companyId: null, routeId, ...bogotaDays('2025-06-01', '2026-06-28') };
    // A refresh at 05:05 leaves the ten minutes before it (its mark is 04:55) to the next one.
    await complete(userId, itemId, '2026-06-29T04:58:00.000Z');
    const direct = await insights.completionsPerItem(db, filter, true);
    expect(direct.get(itemId)).toBeGreaterThan(0);
    await refresh('2026-06-29T05:05:00.000Z');
    expect(await insights.completionsPerItem(db, filter)).toEqual(direct);
    await refresh('2026-06-29T06:00:00.000Z');
    expect(await insights.completionsPerItem(db, filter)).toEqual(direct);
    const stored = await db
      .selectFrom('analytics_item_completion_weeks')
      .select((eb) => eb.fn.sum<number>('completed').as('n'))
      .where('route_id', '=', routeId)
      .executeTakeFirstOrThrow();
    const all = await db
      .selectFrom('item_progress')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('route_id', '=', routeId)
      .where('completed_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(Number(all.n));
  });
});
