import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/clock/clock.js';
import { company, learnerOf } from '../../test/people.js';
import { insertEnrolment, rollupHistory } from '../../test/rollup-history.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { passedWithCertificate } from '../../test/training-plans.js';
import { AnalyticsRepository, type DayRange } from './analytics.repository.js';
import { DailyTotalsRepository } from './daily-totals.repository.js';
import { addDays, instantsOf, periodsOf } from './dashboard-period.js';

// The dashboard over all companies sums the daily totals the refresh keeps (decision 060) instead of counting the
// learning tables. Both must give the same numbers for any period, after a first fill, after new rows arrive over
// several refreshes, and with certificates revoked. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
const START = '2026-06-15T17:00:00.000Z'; // Monday 15 June 2026, 12:00 in Bogotá
const clock = fixedClock(START);

let t: TestApp;
let repo: AnalyticsRepository;
let totals: DailyTotalsRepository;
const people: string[] = [];
const routes = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
const everyone = { companyId: null };

const { random, pick, insertRoutesWithPools, addActivity, refresh } = rollupHistory(() => t, clock, people, routes);

/** Enrolments of random people in random routes at random instants in `[from, to)`; a pair enrols once. */
const enrolled = new Set<string>();
async function addEnrolments(from: Date, to: Date, count: number) {
  for (let i = 0; i < count; i += 1) {
    const userId = pick(people);
    const routeId = pick(routes);
    if (enrolled.has(`${userId}|${routeId}`)) continue;
    enrolled.add(`${userId}|${routeId}`);
    const at = new Date(from.getTime() + random() * (to.getTime() - from.getTime())).toISOString();
    await insertEnrolment(t.app.database.db, userId, routeId, at);
  }
}

/** A new person's certificate (and the passed final test it came from) issued at `issuedAt`; its id. */
async function certificateAt(issuedAt: string, routeId: string = routes[0] as string) {
  const userId = (await learnerOf(t.app, null)).id;
  return (await passedWithCertificate(t.app, { userId, routeId, issuedAt })).id;
}

/** The totals agree with the direct counts over every range, which must not all be empty. */
async function expectTotalsAgree() {
  const db = t.app.database.db;
  const now = clock.now();
  const ranges: DayRange[] = [
    periodsOf({ period: '12m' }, now).current,
    periodsOf({ period: '12m' }, now).previous,
    periodsOf({ period: '90d' }, now).current,
    periodsOf({ period: '30d' }, now).current,
    periodsOf({ period: '30d' }, now).previous,
    { from: '2026-02-28', to: '2026-03-01' }, // a Bogotá midnight with rows on both sides
    { from: '2026-03-01', to: '2026-03-01' },
    {
      from: addDays(periodsOf({ period: '30d' }, now).current.to, -1),
      to: periodsOf({ period: '30d' }, now).current.to,
    },
  ];
  let counted = 0;
  for (const days of ranges) {
    const range = instantsOf(days);
    const label = JSON.stringify(days);
    const [summed, revoked, finals] = await Promise.all([
      totals.over(db, days),
      totals.revokedWithin(db, range),
      repo.finalTests(db, everyone, range),
    ]);
    expect(summed.enrolments, `matrículas ${label}`).toBe(await repo.enrolments(db, everyone, range));
    expect(summed.finalsPassed, `aprobadas ${label}`).toBe(finals.passed);
    if (finals.averageScore === null) expect(summed.averageFinalScore, label).toBeNull();
    else expect(summed.averageFinalScore, `promedio ${label}`).toBeCloseTo(finals.averageScore, 9);
    expect(summed.certificates - revoked, `certificados ${label}`).toBe(
      await repo.certificatesIssued(db, everyone, range),
    );
    const byTitle = (rows: { title: string; completions: number }[]) =>
      rows.map((r) => `${r.title} ${String(r.completions)}`).sort();
    expect(byTitle(await totals.completionsByRoute(db, days)), `por ruta ${label}`).toEqual(
      byTitle(await repo.completionsByRoute(db, everyone, range)),
    );
    counted += summed.enrolments + summed.finalsPassed + summed.certificates;
  }
  expect(counted).toBeGreaterThan(0);
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  repo = new AnalyticsRepository(t.app.database.kind);
  totals = new DailyTotalsRepository(t.app.database.kind);
  const companyA = (await company(t.app, 'Constructora Andina S.A.S.', '900123456-1')).id;
  for (const empresa of [companyA, companyA, null]) people.push((await learnerOf(t.app, empresa)).id);
  await insertRoutesWithPools();
});
afterAll(() => t.close());

describe('daily totals of the whole base (decision 060)', () => {
  it('agree with the direct counts after a first fill and over later refreshes', async () => {
    // A year and a half of history before the first refresh, and rows on both sides of a Bogotá midnight.
    await addActivity(new Date('2025-01-01T00:00:00.000Z'), new Date('2026-06-15T16:00:00.000Z'), 0, 120);
    await addEnrolments(new Date('2025-01-01T00:00:00.000Z'), new Date('2026-06-15T16:00:00.000Z'), 9);
    await certificateAt('2026-03-01T04:59:59.999Z'); // 28 February in Bogotá
    await certificateAt('2026-03-01T05:00:00.000Z'); // 1 March in Bogotá
    await certificateAt('2026-05-20T15:00:00.000Z', routes[1]);
    const old = await certificateAt('2026-04-02T15:00:00.000Z', routes[1]);
    await refresh(START);
    await expectTotalsAgree();

    // New rows the next days, some within the refresh's overlap of the last one, then a refresh a day later.
    await addActivity(new Date('2026-06-15T16:55:00.000Z'), new Date('2026-06-16T16:00:00.000Z'), 0, 30);
    await addEnrolments(new Date('2026-06-15T16:55:00.000Z'), new Date('2026-06-16T16:00:00.000Z'), 6);
    await certificateAt('2026-06-16T02:00:00.000Z', routes[2]);
    await refresh('2026-06-16T17:00:00.000Z');
    await expectTotalsAgree();

    // Certificates revoked (one of today, one of April): issued in a period, revoked before its end, they are not
    // "issued" over it, but they are over a period that ended before the revocation.
    const today = await certificateAt('2026-06-16T16:30:00.000Z');
    await refresh('2026-06-16T17:30:00.000Z');
    await expectTotalsAgree();
    const db = t.app.database.db;
    await db
      .updateTable('certificates')
      .set({ revoked_at: '2026-06-16T17:40:00.000Z' })
      .where('id', 'in', [today, old])
      .execute();
    await refresh('2026-06-16T18:00:00.000Z');
    await expectTotalsAgree();
    const april = instantsOf({ from: '2026-04-01', to: '2026-04-30' });
    expect(await totals.revokedWithin(db, april)).toBe(0);
    expect(await totals.revokedWithin(db, instantsOf({ from: '2026-04-01', to: '2026-06-16' }))).toBe(2);

    // A refresh with nothing new changes nothing.
    await refresh('2026-06-16T19:00:00.000Z');
    await expectTotalsAgree();
  });

  it('counts a day whole: rows read again by the overlap are not counted twice', async () => {
    const db = t.app.database.db;
    const day = { from: '2026-06-16', to: '2026-06-16' };
    const before = await totals.over(db, day);
    await insertEnrolment(db, (await learnerOf(t.app, null)).id, routes[0] as string, '2026-06-16T18:50:00.000Z');
    // Three refreshes within ten minutes of the row: each reads it again.
    for (const at of ['2026-06-16T19:00:00.000Z', '2026-06-16T19:05:00.000Z', '2026-06-16T19:08:00.000Z']) {
      await refresh(at);
    }
    expect((await totals.over(db, day)).enrolments).toBe(before.enrolments + 1);
    await expectTotalsAgree();
  });
});
