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

// The route detail's per-item use over all companies reads the item-usage days (decision 062): how many people who
// enrolled in the period opened and completed each content item, and their mean seconds on it, must be exactly what
// the progress rows say after every refresh, however often a row's seconds grow and however often the refresh's
// overlap reads a row again. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
const START = '2026-06-15T17:00:00.000Z'; // Monday 15 June 2026, 12:00 in Bogotá
const clock = fixedClock(START);

let t: TestApp;
let insights: InsightsRepository;
const routeId = crypto.randomUUID();
const items = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
const companies: (string | null)[] = [null];

const random = seededRandom(20261130);

interface Row {
  userId: string;
  itemId: string;
}

/** People enrol between `from` and `to`, open most items, spend some seconds and complete some; returns the rows. */
async function addHistory(from: number, to: number, count: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < count; i += 1) {
    const userId = (await learnerOf(t.app, companies[1 + (i % 3)] ?? null)).id;
    const at = from + random() * (to - from);
    await insertEnrolment(t.app.database.db, userId, routeId, iso(at));
    for (const itemId of items) {
      if (random() < 0.2) continue;
      const completed = random() < 0.6;
      const updatedAt = iso(Math.min(at + random() * 5 * DAY_MS, to));
      await insertItemProgress(t.app.database.db, {
        userId,
        itemId,
        routeId,
        startedAt: iso(at + 60_000),
        updatedAt,
        secondsSpent: Math.floor(random() * 900),
        ...(completed ? { completedAt: updatedAt } : {}),
      });
      rows.push({ userId, itemId });
    }
  }
  return rows;
}

/** A lesson event on an open row, as the app writes it: more seconds, maybe completed, `updated_at` moved on. */
async function spend(row: Row, seconds: number, at: string, complete: boolean) {
  const db = t.app.database.db;
  const current = await db
    .selectFrom('item_progress')
    .select(['seconds_spent', 'completed_at', 'revision'])
    .where('user_id', '=', row.userId)
    .where('item_id', '=', row.itemId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('item_progress')
    .set({
      seconds_spent: current.seconds_spent + seconds,
      completed_at: current.completed_at ?? (complete ? at : null),
      updated_at: at,
      revision: current.revision + 1,
    })
    .where('user_id', '=', row.userId)
    .where('item_id', '=', row.itemId)
    .execute();
}

const refresh = (at: string) => refreshAnalyticsAt(t, clock, at);

/** Per-item use agrees with the progress rows for every company and period; returns the rows counted. */
async function expectUsageAgrees(): Promise<number> {
  const db = t.app.database.db;
  const now = clock.now().getTime();
  const periods = [
    { from: iso(now - 365 * DAY_MS), to: iso(now) },
    { from: iso(now - 30 * DAY_MS), to: iso(now) },
    bogotaDays('2026-03-04', '2026-06-17'), // whole days only
    { from: '2026-03-04T12:00:00.000Z', to: '2026-06-17T12:00:00.000Z' }, // cut days at both ends
    { from: '2026-06-16T06:00:00.000Z', to: '2026-06-17T04:00:00.000Z' }, // inside one day
  ];
  let counted = 0;
  for (const companyId of companies) {
    for (const period of periods) {
      const filter = { companyId, routeId, ...period };
      const direct = await insights.itemUsage(db, filter, true);
      expect(await insights.itemUsage(db, filter), JSON.stringify(filter)).toEqual(direct);
      counted += [...direct.values()].reduce((sum, usage) => sum + usage.started, 0);
    }
  }
  return counted;
}

/** The daily sums over every day equal the progress rows' totals. */
async function expectDaysHoldEveryRow() {
  const db = t.app.database.db;
  const weeks = await db
    .selectFrom('analytics_item_usage_days')
    .select((eb) => [
      eb.fn.sum<number>('started').as('started'),
      eb.fn.sum<number>('completed').as('completed'),
      eb.fn.sum<number>('seconds').as('seconds'),
    ])
    .where('route_id', '=', routeId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('item_progress')
    .select((eb) => [
      eb.fn.countAll<number>().as('started'),
      eb.fn.count<number>('completed_at').as('completed'),
      eb.fn.sum<number>('seconds_spent').as('seconds'),
    ])
    .where('route_id', '=', routeId)
    .executeTakeFirstOrThrow();
  expect([weeks.started, weeks.completed, weeks.seconds].map(Number)).toEqual(
    [rows.started, rows.completed, rows.seconds].map(Number),
  );
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  insights = new InsightsRepository();
  companies.push(...(await twoCompanies(t.app)));
  await insertRouteWithItems(t.app.database.db, { id: routeId, title: 'Ruta del detalle', itemIds: items, at: START });
});
afterAll(() => t.close());

describe('the route detail per-item use reads the item-usage days (decision 062)', () => {
  it('agrees with the progress rows as seconds grow and items are opened and completed between refreshes', async () => {
    const rows = await addHistory(Date.parse('2025-06-01T00:00:00.000Z'), Date.parse(START) - DAY_MS, 60);
    await refresh(START);
    const before = await expectUsageAgrees();
    expect(before).toBeGreaterThan(0);
    await expectDaysHoldEveryRow();

    // Old cohorts come back: more seconds on rows the rollup holds, some completed; new people enrol and start.
    const later = Date.parse('2026-06-22T15:00:00.000Z');
    for (const [i, row] of rows.entries()) {
      if (i % 3 === 0) await spend(row, 30 + i, iso(later + i * 1_000), i % 2 === 0);
    }
    const fresh = await addHistory(Date.parse(START), later, 15);
    await refresh(iso(later + DAY_MS));
    expect(await expectUsageAgrees()).toBeGreaterThan(before);
    await expectDaysHoldEveryRow();

    // Rows within the overlap are read again by the next refresh, and one changes again: still counted once.
    for (const [i, row] of fresh.entries()) {
      if (i % 4 === 0) await spend(row, 45, iso(later + DAY_MS + 60_000 + i * 1_000), true);
    }
    await refresh(iso(later + DAY_MS + 5 * 60_000));
    await expectUsageAgrees();
    await refresh(iso(later + DAY_MS + 3_600_000));
    await expectUsageAgrees();
    await expectDaysHoldEveryRow();
  });
});
