import crypto from 'node:crypto';
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
import { InsightsRepository } from './insights.repository.js';

// The route detail's learner list and per-company comparison (decision 056): the list takes its page straight from
// the people in name order and counts the route's enrolments apart, the comparison groups the finished-session facts
// by company before it names them. A page must be the first people by name, with the total of everyone in scope and
// each person's own facts. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
const NOW = '2026-06-15T17:00:00.000Z';
const PERIOD = { from: '2026-05-16T05:00:00.000Z', to: '2026-06-16T05:00:00.000Z' };
const INSIDE = '2026-06-01T15:00:00.000Z';

let t: TestApp;
let insights: InsightsRepository;
const routeId = crypto.randomUUID();
const otherRouteId = crypto.randomUUID();
const items = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
let companyA = '';
let companyB = '';

/** A person of `empresaId` enrolled at `enrolledAt`, with their finished pre-test and final test scores, if any. */
async function person(
  nombre: string,
  empresaId: string | null,
  enrolledAt: string,
  scores: { pre?: number; final?: number; completed?: number } = {},
  route = routeId,
) {
  const db = t.app.database.db;
  const { id } = await learnerOf(t.app, empresaId, nombre);
  await insertEnrolment(db, id, route, enrolledAt);
  const finish = async (kind: 'pretest' | 'test', score: number, at: string) => {
    const passed = kind === 'test' ? (score >= 70 ? 1 : 0) : null;
    const row = { userId: id, routeId: route, kind, attempt: 1, startedAt: at, finishedAt: at, score, passed };
    await insertEvaluationSession(db, row);
  };
  if (scores.pre !== undefined) await finish('pretest', scores.pre, '2026-06-02T15:00:00.000Z');
  if (scores.final !== undefined) await finish('test', scores.final, '2026-06-05T15:00:00.000Z');
  for (const [index, itemId] of items.entries()) {
    const done = index < (scores.completed ?? 0);
    const at = '2026-06-03T15:00:00.000Z';
    await insertItemProgress(db, {
      userId: id,
      itemId,
      routeId: route,
      startedAt: at,
      updatedAt: at,
      ...(done ? { completedAt: at } : {}),
    });
  }
}

beforeAll(async () => {
  const clock = fixedClock(NOW);
  t = await createTestApp({}, { clock });
  insights = new InsightsRepository();
  const db = t.app.database.db;
  companyA = (await company(t.app, 'Constructora Andina S.A.S.', '900123456-1')).id;
  companyB = (await company(t.app, 'Logística del Caribe S.A.S.', '800197268-4')).id;
  await insertRoute(db, { id: routeId, title: 'Ruta de detalle', status: 'published', at: NOW });
  await insertRoute(db, { id: otherRouteId, title: 'Otra ruta', status: 'published', at: NOW });
  for (const [index, id] of items.entries()) await insertRouteItem(db, { id, routeId, position: index + 1, at: NOW });
  // Created out of name order, so a page in creation order would differ.
  await person('Esteban Mora', companyA, INSIDE);
  await person('Diana Ortiz', companyA, INSIDE, { pre: 100, final: 80, completed: 1 });
  await person('Carlos Gil', null, INSIDE, { pre: 20 });
  await person('Beatriz León', companyB, INSIDE, { pre: 60, final: 40, completed: 3 });
  await person('Ana Pérez', companyA, INSIDE, { pre: 30, final: 90, completed: 2 });
  // Out of scope: enrolled before the period, or in another route only.
  await person('Aarón Díaz', companyA, '2026-05-10T15:00:00.000Z', { pre: 10, final: 95, completed: 3 });
  await person('Abel Suárez', companyA, INSIDE, { pre: 10, final: 95 }, otherRouteId);
  await t.app.container.dashboard.refreshActivity(new Date(NOW));
});
afterAll(() => t.close());

const learnersOf = async (companyId: string | null, limit: number | null) => {
  const rows = await insights.routeLearners(t.app.database.db, { companyId, routeId, ...PERIOD }, limit);
  return rows.map((r) => [r.nombre, r.itemsCompleted, r.preScore, r.bestFinalScore, r.passed, r.total]);
};

describe('the route detail at scale (decision 056)', () => {
  it('pages the learner list by name, counting everyone in scope', async () => {
    expect(await learnersOf(null, 2)).toEqual([
      ['Ana Pérez', 2, 30, 90, true, 5],
      ['Beatriz León', 3, 60, 40, false, 5],
    ]);
    expect((await learnersOf(null, null)).map((r) => r[0])).toEqual([
      'Ana Pérez',
      'Beatriz León',
      'Carlos Gil',
      'Diana Ortiz',
      'Esteban Mora',
    ]);
    expect(await learnersOf(companyA, 2)).toEqual([
      ['Ana Pérez', 2, 30, 90, true, 3],
      ['Diana Ortiz', 1, 100, 80, true, 3],
    ]);
    expect(await learnersOf(companyB, 200)).toEqual([['Beatriz León', 3, 60, 40, false, 1]]);
  });

  it('compares the companies on the finished-session facts', async () => {
    const rows = await insights.companyComparison(t.app.database.db, { companyId: null, routeId, ...PERIOD });
    const byName = rows
      .map((r) => [r.companyName, r.enrolled, r.passed, r.meanPre, r.meanPost, r.meanHake])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    // Diana's pre-test of 100 leaves her out of the Hake mean only; Carlos has no final test, so no pair.
    expect(byName).toEqual([
      ['Constructora Andina S.A.S.', 3, 2, 65, 85, (90 - 30) / 70],
      ['Logística del Caribe S.A.S.', 1, 0, 60, 40, (40 - 60) / 40],
      [null, 1, 0, null, null, null],
    ]);
    const lead = await insights.companyComparison(t.app.database.db, { companyId: companyB, routeId, ...PERIOD });
    expect(lead.map((r) => [r.companyName, r.enrolled, r.passed])).toEqual([['Logística del Caribe S.A.S.', 1, 0]]);
  });
});
