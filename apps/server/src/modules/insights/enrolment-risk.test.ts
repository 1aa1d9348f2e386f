import crypto from 'node:crypto';
import { bogotaDay } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/clock/clock.js';
import { company, learnerOf } from '../../test/people.js';
import {
  insertEnrolment,
  insertEvaluationSession,
  insertItemProgress,
  insertRoute,
  insertRouteItem,
} from '../../test/rollup-history.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { passedWithCertificate } from '../../test/training-plans.js';
import { InsightsRepository } from './insights.repository.js';

// The at-risk list reads the per-enrolment facts the refresh keeps (decision 057). Whatever happens between
// refreshes — progress written, a final test passed or failed, a pre-test finished, a test started, a new
// enrolment — the list must be exactly what the rule gives when applied to the learning tables themselves, in
// the same order, page by page. The expected list is computed here from the raw rows, not from any rollup.
// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
const DAY = 86_400_000;
const T0 = Date.parse('2026-06-15T17:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const LOW_PRETEST = 40;
const INACTIVE_DAYS = 14;

const clock = fixedClock(iso(T0));
/** An assignment made at T0, due the day before three weeks later (Bogotá). */
const DUE = bogotaDay(new Date(T0 + 20 * DAY));
let t: TestApp;
let insights: InsightsRepository;
const alpha = crypto.randomUUID();
const beta = crypto.randomUUID();
const item = crypto.randomUUID();
const ids = new Map<string, string>();
const id = (nombre: string) => ids.get(nombre) as string;

interface Expected {
  nombre: string;
  routeId: string;
  routeTitle: string;
  lastActivityAt: string;
  preScore: number | null;
  inactive: boolean;
  lowPretest: boolean;
  failedFinal: boolean;
  overdue: boolean;
}

/** The rule applied to the raw enrolments, sessions and people at `now`, in the list's order. */
async function expectedList(now: number): Promise<Expected[]> {
  const db = t.app.database.db;
  // The training plans' own row-by-row evaluation says which pairs are overdue.
  const overdueKeys = (await t.app.container.trainingPlans.evaluate({}, new Date(now)))
    .filter((row) => row.status === 'overdue')
    .map((row) => `${row.userId}|${row.routeId}`);
  const [enrolments, sessions, users, routes] = await Promise.all([
    db.selectFrom('enrolments').selectAll().execute(),
    db.selectFrom('evaluation_sessions').selectAll().execute(),
    db.selectFrom('users').select(['id', 'nombre', 'active']).execute(),
    db.selectFrom('routes').select(['id', 'title']).execute(),
  ]);
  const later = (a: string | null, b: string | null) => (a === null ? b : b === null || a >= b ? a : b);
  const rows = enrolments.flatMap((e): Expected[] => {
    const person = users.find((u) => u.id === e.user_id);
    if (!person || person.active !== 1) return [];
    const own = sessions.filter((s) => s.user_id === e.user_id && s.route_id === e.route_id);
    const finished = own.filter((s) => s.status === 'finished');
    const tests = own.filter((s) => s.kind === 'test');
    const pretests = finished.filter((s) => s.kind === 'pretest');
    const passed = finished.some((s) => s.kind === 'test' && s.passed === 1);
    const failed = finished.some((s) => s.kind === 'test' && s.passed === 0);
    const scores = pretests.map((s) => s.score as number);
    const preScore = scores.length === 0 ? null : Math.min(...scores);
    const preAt = pretests.map((s) => s.finished_at as string).sort()[0] ?? null;
    const testStarted = tests.length > 0;
    let lastAt = e.last_activity_at ?? e.enrolled_at;
    for (const s of own) lastAt = later(lastAt, s.status === 'finished' ? s.finished_at : s.updated_at) as string;
    const inactive = !passed && lastAt < iso(now - INACTIVE_DAYS * DAY);
    const lowPretest =
      !passed &&
      preScore !== null &&
      preScore < LOW_PRETEST &&
      !testStarted &&
      (e.last_activity_at === null || (preAt !== null && e.last_activity_at <= preAt));
    const failedFinal = !passed && failed;
    const overdue = !passed && overdueKeys.includes(`${e.user_id}|${e.route_id}`);
    if (!inactive && !lowPretest && !failedFinal && !overdue) return [];
    const routeTitle = routes.find((r) => r.id === e.route_id)?.title ?? '';
    const row = { nombre: person.nombre, routeId: e.route_id, routeTitle, lastActivityAt: lastAt, preScore };
    return [{ ...row, inactive, lowPretest, failedFinal, overdue }];
  });
  const score = (r: Expected) => [r.inactive, r.lowPretest, r.failedFinal, r.overdue].filter(Boolean).length;
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.sort(
    (a, b) =>
      score(b) - score(a) ||
      text(a.lastActivityAt, b.lastActivityAt) ||
      text(a.nombre, b.nombre) ||
      text(a.routeTitle, b.routeTitle),
  );
}

async function listAt(now: number, limit: number | null, companyId: string | null = null, tieMargin?: number) {
  const inactiveBefore = iso(now - INACTIVE_DAYS * DAY);
  const { total, rows } = await insights.atRisk(
    t.app.database.db,
    { companyId, routeId: null },
    inactiveBefore,
    LOW_PRETEST,
    limit,
    iso(now),
    tieMargin,
  );
  return {
    total,
    items: rows.map((r) => ({
      nombre: r.nombre,
      routeId: r.routeId,
      routeTitle: r.routeTitle,
      lastActivityAt: r.lastActivityAt,
      preScore: r.preScore,
      inactive: r.inactive,
      lowPretest: r.lowPretest,
      failedFinal: r.failedFinal,
      overdue: r.overdue,
    })),
  };
}

let companyA: string;

/** A training assignment written straight to its table, made at T0 and due on `DUE`. */
async function assignment(target: {
  routeId: string;
  targetKind: 'person' | 'company' | 'job_title';
  userId?: string;
  companyId?: string;
  jobTitle?: string;
}) {
  await t.app.database.db
    .insertInto('training_assignments')
    .values({
      id: crypto.randomUUID(),
      route_id: target.routeId,
      target_kind: target.targetKind,
      user_id: target.userId ?? null,
      company_id: target.companyId ?? null,
      job_title: target.jobTitle ?? null,
      due_date: DUE,
      mandatory: 1,
      origin: 'plan',
      renewal_of: null,
      created_by: null,
      created_at: iso(T0),
      archived_at: null,
    })
    .execute();
}

const overdueOf = (rows: readonly { nombre: string; routeTitle: string; overdue: boolean }[]) =>
  rows
    .filter((r) => r.overdue)
    .map((r) => `${r.nombre} / ${r.routeTitle}`)
    .sort();

/** Refreshes at `now` as a request would, then checks the whole list and every page size against the raw rows. */
async function expectAgreesAt(now: number) {
  clock.set(iso(now));
  await t.app.container.dashboard.refreshActivity(new Date(now));
  const expected = await expectedList(now);
  expect(await listAt(now, null)).toEqual({ total: expected.length, items: expected });
  for (let limit = 1; limit <= expected.length; limit += 1) {
    const page = { total: expected.length, items: expected.slice(0, limit) };
    expect(await listAt(now, limit), `página de ${String(limit)}`).toEqual(page);
    // With no margin, or a margin of one, a tie at the page's end runs past the first read: the second read must
    // give the same page.
    for (const margin of [0, 1]) {
      expect(await listAt(now, limit, null, margin), `página de ${String(limit)}, margen ${String(margin)}`).toEqual(
        page,
      );
    }
  }
  return expected;
}

const session = (
  nombre: string,
  routeId: string,
  kind: 'pretest' | 'test',
  at: number,
  score: number | null,
  finished = true,
) =>
  insertEvaluationSession(t.app.database.db, {
    userId: id(nombre),
    routeId,
    kind,
    attempt: 1,
    startedAt: iso(at - 3_600_000),
    finishedAt: finished ? iso(at) : null,
    score,
    passed: score === null || kind === 'pretest' ? null : score >= 70 ? 1 : 0,
  });

/** Progress written at `at`, as the app writes it: the progress row and the enrolment's last activity together. */
async function progressAt(nombre: string, routeId: string, at: number) {
  const db = t.app.database.db;
  const written = await db
    .updateTable('item_progress')
    .set({ updated_at: iso(at) })
    .where('user_id', '=', id(nombre))
    .where('item_id', '=', item)
    .executeTakeFirst();
  if (written.numUpdatedRows === 0n) {
    await insertItemProgress(db, { userId: id(nombre), itemId: item, routeId, startedAt: iso(at), updatedAt: iso(at) });
  }
  await db
    .updateTable('enrolments')
    .set({ last_activity_at: iso(at), last_item_id: item })
    .where('user_id', '=', id(nombre))
    .where('route_id', '=', routeId)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  insights = new InsightsRepository();
  const db = t.app.database.db;
  companyA = (await company(t.app, 'Constructora Andina S.A.S.', '900123456-1')).id;
  const names: [string, string | null][] = [
    ['Ana Rojas', companyA],
    ['Bruno Vega', companyA],
    ['Carla Mejia', null],
    ['Dario Pena', companyA],
    ['Elisa Luna', null],
    ['Fabio Soto', companyA],
    ['Gina Ruiz', companyA],
    ['Hugo Cano', null],
    ['Ines Mora', companyA],
  ];
  for (const [nombre, empresa] of names) ids.set(nombre, (await learnerOf(t.app, empresa, nombre)).id);
  await db.updateTable('users').set({ active: 0 }).where('id', '=', id('Ines Mora')).execute();
  await insertRoute(db, { id: alpha, title: 'Ruta Alfa', status: 'published', at: iso(T0 - 90 * DAY) });
  await insertRoute(db, { id: beta, title: 'Ruta Beta', status: 'published', at: iso(T0 - 90 * DAY) });
  await insertRouteItem(db, { id: item, routeId: alpha, position: 1, at: iso(T0 - 90 * DAY) });
  const enrol = (nombre: string, routeId: string, at: number) => insertEnrolment(db, id(nombre), routeId, iso(at));
  for (const nombre of ['Ana Rojas', 'Bruno Vega', 'Carla Mejia', 'Dario Pena', 'Ines Mora']) {
    await enrol(nombre, alpha, T0 - 30 * DAY);
  }
  // Three people enrolled by one assignment, at the same instant, who never started: tied in the list.
  for (const nombre of ['Hugo Cano', 'Fabio Soto', 'Gina Ruiz']) await enrol(nombre, beta, T0 - 40 * DAY);
  await enrol('Elisa Luna', beta, T0 - 20 * DAY);
  await session('Ana Rojas', alpha, 'pretest', T0 - 29 * DAY, 30);
  await session('Bruno Vega', alpha, 'pretest', T0 - 29 * DAY, 80);
  await progressAt('Bruno Vega', alpha, T0 - 2 * DAY);
  await session('Carla Mejia', alpha, 'test', T0 - 20 * DAY, 50);
  await session('Dario Pena', alpha, 'test', T0 - 20 * DAY, 90);
  await session('Elisa Luna', beta, 'test', T0 - DAY, null, false);
  await session('Ines Mora', alpha, 'pretest', T0 - 29 * DAY, 10);
  // Training plans made at T0, due three weeks later: Hugo's and Dario's own, the company's, and a job title's.
  await assignment({ routeId: alpha, targetKind: 'person', userId: id('Hugo Cano') });
  await assignment({ routeId: alpha, targetKind: 'person', userId: id('Dario Pena') });
  await assignment({ routeId: beta, targetKind: 'company', companyId: companyA });
  await assignment({ routeId: beta, targetKind: 'job_title', jobTitle: 'auxiliar de bodega' });
});
afterAll(() => t.close());

describe('the at-risk list read from the kept facts (decision 057)', () => {
  it('agrees with the rule applied to the raw rows, page by page, as learning goes on between refreshes', async () => {
    const first = await expectAgreesAt(T0);
    // A page of three ends inside the three people tied on their enrolment: taken by name.
    expect(first.map((r) => r.nombre)).toEqual(['Ana Rojas', 'Carla Mejia', 'Fabio Soto', 'Gina Ruiz', 'Hugo Cano']);

    // An hour later: Ana studies, Carla passes a retake, Bruno fails the final test, Gina finishes a weak pre-test,
    // Hugo enrols in another route, and Elisa's final test is still running.
    const later = T0 + 3_600_000;
    await progressAt('Ana Rojas', alpha, later);
    await session('Carla Mejia', alpha, 'test', later, 85);
    await session('Bruno Vega', alpha, 'test', later, 40);
    await session('Gina Ruiz', beta, 'pretest', later, 20);
    await insertEnrolment(t.app.database.db, id('Hugo Cano'), alpha, iso(later));
    const second = await expectAgreesAt(later + 60_000);
    expect(second.map((r) => r.nombre)).toEqual(['Fabio Soto', 'Hugo Cano', 'Bruno Vega', 'Gina Ruiz']);

    // A change within the ten minutes before a refresh's mark is read by that refresh and the next one, once.
    const edge = later + 30 * 60_000;
    await progressAt('Bruno Vega', alpha, edge - 5 * 60_000);
    await expectAgreesAt(edge);
    await expectAgreesAt(edge + 3_600_000);

    // Gina starts the final test of Ruta Beta after her weak pre-test and is still answering. Nothing else of hers
    // changed, yet she no longer has a low pre-test without progress, and her last activity is the open test's.
    const testing = edge + 2 * 3_600_000;
    const open = await session('Gina Ruiz', beta, 'test', testing, null, false);
    const opened = await expectAgreesAt(testing);
    expect(opened.find((r) => r.nombre === 'Gina Ruiz')).toBeUndefined();
    // Her answers move the open test's last change on; the next refresh follows it, with nothing else touched.
    await t.app.database.db
      .updateTable('evaluation_sessions')
      .set({ updated_at: iso(testing + 20 * 60_000) })
      .where('id', '=', open)
      .execute();
    await expectAgreesAt(testing + 15 * DAY);

    // Three weeks on, everyone unfinished is inactive, and the training plans' overdue pairs add their criterion:
    // Hugo's own assignment of Ruta Alfa, and the company's of Ruta Beta for its people (Dario passed Alfa, so he
    // is not listed; Ines is no longer active).
    const third = await expectAgreesAt(T0 + 21 * DAY);
    expect(overdueOf(third)).toEqual(['Fabio Soto / Ruta Beta', 'Gina Ruiz / Ruta Beta', 'Hugo Cano / Ruta Alfa']);
  });

  it('marks overdue by job title, drops a pair once passed, and keeps a company to its own people', async () => {
    const now = T0 + 22 * DAY;
    // Elisa takes a title, written as people type it: the job-title assignment, normalised, now covers her.
    await t.app.container.users.update(id('Elisa Luna'), { cargo: '  Auxiliar   de BODEGA ' });
    // Fabio passes Ruta Beta: his enrolment and its overdue pair leave the list; Gina's stays.
    await passedWithCertificate(t.app, { userId: id('Fabio Soto'), routeId: beta, issuedAt: iso(now - DAY) });
    const everyone = await expectAgreesAt(now);
    expect(overdueOf(everyone)).toEqual(['Elisa Luna / Ruta Beta', 'Gina Ruiz / Ruta Beta', 'Hugo Cano / Ruta Alfa']);
    const own = await listAt(now, null, companyA);
    expect(overdueOf(own.items)).toEqual(['Gina Ruiz / Ruta Beta']);
  });
});
