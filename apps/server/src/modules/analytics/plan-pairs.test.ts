import crypto from 'node:crypto';
import { COMPANY_LEAD_PROFILE, LEARNER_PROFILE, type ComplianceStatus } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/clock/clock.js';
import { company, member } from '../../test/people.js';
import {
  insertEvaluationSession,
  insertItemProgress,
  insertRoute,
  insertRouteItem,
} from '../../test/rollup-history.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { learnerWithCargo, passedWithCertificate } from '../../test/training-plans.js';
import { PlanPairsRepository } from './plan-pairs.repository.js';

// The dashboard and the at-risk list read the training plans' standing the analytics refresh keeps (decision 059);
// the compliance table judges each pair row by row. Both must say the same thing: every status, every kind of
// assignment and every instant the dashboard uses is counted both ways, over all companies and each one, before
// and after changes of every kind the refresh must notice. Runs on SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.
const NOW = '2026-06-15T17:00:00.000Z';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.parse(NOW) + days * DAY);
const clock = fixedClock(NOW);
let t: TestApp;
let pairs: PlanPairsRepository;
const alpha = crypto.randomUUID();
const beta = crypto.randomUUID();
const people = new Map<string, string>();
const person = (nombre: string) => people.get(nombre) as string;
let companyA: string;
let companyB: string;

let companyAlfa: string;
let betaItem: string;

async function assignment(row: {
  routeId: string;
  target: { userId: string } | { companyId: string } | { jobTitle: string; companyId?: string };
  due: string;
  createdDaysAgo: number;
  mandatory?: boolean;
  archived?: boolean;
}) {
  const target = row.target;
  const id = crypto.randomUUID();
  await t.app.database.db
    .insertInto('training_assignments')
    .values({
      id,
      route_id: row.routeId,
      target_kind: 'userId' in target ? 'person' : 'jobTitle' in target ? 'job_title' : 'company',
      user_id: 'userId' in target ? target.userId : null,
      company_id: 'companyId' in target ? (target.companyId ?? null) : null,
      job_title: 'jobTitle' in target ? target.jobTitle : null,
      due_date: row.due,
      mandatory: row.mandatory === false ? 0 : 1,
      origin: 'plan',
      renewal_of: null,
      created_by: null,
      created_at: at(-row.createdDaysAgo).toISOString(),
      archived_at: row.archived ? at(-1).toISOString() : null,
    })
    .execute();
  return id;
}

/** The row-by-row evaluation's counts per company and status, in the shape the SQL gives them. */
async function rowByRow(scope: { companyId?: string }, now: Date, asOf = false) {
  const counts: Record<string, number> = {};
  for (const row of await t.app.container.trainingPlans.evaluate(scope, now, { asOf })) {
    const key = `${row.companyId ?? '-'} ${row.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The kept standing's counts at `now`, as the dashboard reads them. */
async function kept(companyId: string | null, now: Date) {
  const counts: Record<string, number> = {};
  for (const row of await pairs.statusCounts(t.app.database.db, companyId, now.toISOString())) {
    counts[`${row.companyId ?? '-'} ${row.status}`] = row.count;
  }
  return counts;
}

/** The dashboard's refresh, as a request at `now` runs it. */
async function refreshAt(now: Date) {
  clock.set(now.toISOString());
  await t.app.container.dashboard.refreshActivity(now);
}

/** Both ways agree on every status, on several days, and on the overdue pairs today and as things stood earlier. */
async function expectAgreement(today: Date) {
  for (const companyId of [null, companyA, companyB]) {
    const scope = companyId === null ? {} : { companyId };
    for (const days of [0, -25, 20]) {
      const when = new Date(today.getTime() + days * DAY);
      expect(await kept(companyId, when), `${companyId ?? 'todas'} ${String(days)}`).toEqual(
        await rowByRow(scope, when),
      );
    }
    for (const days of [0, -4, -25, -50, 20]) {
      const when = new Date(today.getTime() + days * DAY);
      const expected = (await t.app.container.trainingPlans.evaluate(scope, when, { asOf: days < 0 })).filter(
        (row) => row.status === 'overdue',
      ).length;
      expect(
        await pairs.overdueCount(t.app.database.db, companyId, when.toISOString()),
        `vencidas ${companyId ?? 'todas'} ${String(days)}`,
      ).toBe(expected);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  pairs = new PlanPairsRepository(t.app.database.kind);
  const db = t.app.database.db;
  companyA = (await company(t.app, 'Andamios del Valle S.A.S.', '900111222-3')).id;
  companyB = (await company(t.app, 'Bodegas Unidas S.A.S.', '900333444-5')).id;
  await insertRoute(db, { id: alpha, title: 'Trabajo en alturas', status: 'published', at: at(-200).toISOString() });
  await insertRoute(db, { id: beta, title: 'Riesgo químico', status: 'published', at: at(-200).toISOString() });
  betaItem = crypto.randomUUID();
  await insertRouteItem(db, { id: betaItem, routeId: beta, position: 1, at: at(-200).toISOString() });
  const learners: [string, string | null, string | null][] = [
    ['Ana', companyA, 'Operario de Alturas'],
    ['Beto', companyA, '  operario   de alturas '],
    ['Carla', companyA, null],
    ['Dora', companyA, 'Conductor'],
    ['Ema', companyB, 'OPERARIO DE ALTURAS'],
    ['Fredy', companyB, null],
    ['Gloria', null, 'Operario de alturas'],
    ['Íngrid', companyA, 'ÁREA DE BODEGA'],
    ['Julián', companyA, null],
    ['Kevin', companyB, 'operario de alturas'],
  ];
  for (const [nombre, empresa, cargo] of learners) {
    people.set(nombre, (await learnerWithCargo(t.app, empresa, cargo, nombre)).id);
  }
  // Not covered: a company's lead with the same title, and a learner no longer active.
  const lead = await member(t.app, COMPANY_LEAD_PROFILE, companyA, 'Líder');
  await t.app.container.users.update(lead.id, { cargo: 'Operario de alturas' });
  await t.app.container.users.update(person('Dora'), { active: false });

  companyAlfa = await assignment({
    routeId: alpha,
    target: { companyId: companyA },
    due: '2026-05-20',
    createdDaysAgo: 60,
  });
  await assignment({
    routeId: beta,
    target: { jobTitle: 'operario de alturas' },
    due: '2026-07-01',
    createdDaysAgo: 10,
  });
  await assignment({
    routeId: alpha,
    target: { jobTitle: 'operario de alturas', companyId: companyB },
    due: '2026-06-10',
    createdDaysAgo: 5,
  });
  // Ana is covered twice for Alfa: the earlier due date wins once this assignment exists.
  await assignment({
    routeId: alpha,
    target: { userId: person('Ana') },
    due: '2026-05-01',
    createdDaysAgo: 2,
    mandatory: false,
  });
  await assignment({
    routeId: beta,
    target: { companyId: companyB },
    due: '2026-05-01',
    createdDaysAgo: 30,
    archived: true,
  });
  await assignment({ routeId: alpha, target: { userId: person('Gloria') }, due: '2026-05-20', createdDaysAgo: 40 });
  await assignment({
    routeId: beta,
    target: { jobTitle: 'área de bodega', companyId: companyA },
    due: '2026-06-01',
    createdDaysAgo: 20,
  });

  // Beto's certificate on the due day, late in the evening in Bogotá (on time); Carla's the day after (late).
  await passedWithCertificate(t.app, { userId: person('Beto'), routeId: alpha, issuedAt: '2026-05-21T04:30:00.000Z' });
  await passedWithCertificate(t.app, { userId: person('Carla'), routeId: alpha, issuedAt: '2026-05-21T05:30:00.000Z' });
  // Ema's expired; Gloria's latest was revoked, the one before it is still in force.
  await passedWithCertificate(t.app, {
    userId: person('Ema'),
    routeId: alpha,
    issuedAt: '2025-06-01T15:00:00.000Z',
    expiresAt: '2026-06-01T15:00:00.000Z',
  });
  await passedWithCertificate(t.app, {
    userId: person('Gloria'),
    routeId: alpha,
    issuedAt: '2026-05-10T15:00:00.000Z',
  });
  const revoked = await passedWithCertificate(t.app, {
    userId: person('Gloria'),
    routeId: alpha,
    issuedAt: '2026-06-12T15:00:00.000Z',
  });
  await db
    .updateTable('certificates')
    .set({ revoked_at: at(-1).toISOString() })
    .where('id', '=', revoked.id)
    .execute();
  // Ana's certificate came after the earlier standings the dashboard looks at.
  await passedWithCertificate(t.app, { userId: person('Ana'), routeId: alpha, issuedAt: at(-3).toISOString() });
  // Started Beta: Ema with content progress, Beto with an evaluation.
  await insertItemProgress(db, {
    userId: person('Ema'),
    itemId: betaItem,
    routeId: beta,
    startedAt: at(-4).toISOString(),
    updatedAt: at(-4).toISOString(),
  });
  await insertEvaluationSession(db, {
    userId: person('Beto'),
    routeId: beta,
    kind: 'pretest',
    attempt: 1,
    startedAt: at(-6).toISOString(),
    finishedAt: at(-6).toISOString(),
    score: 55,
    passed: null,
  });
});
afterAll(() => t.close());

describe('the training plans’ standing kept for the dashboard (decision 059)', () => {
  it('knows each person’s standing today, as a reader of the rules would work it out', async () => {
    const statuses = new Map<string, ComplianceStatus>();
    for (const row of await t.app.container.trainingPlans.evaluate({}, at(0))) {
      statuses.set(`${row.userName} ${row.routeId === alpha ? 'Alfa' : 'Beta'}`, row.status);
    }
    expect(Object.fromEntries(statuses)).toEqual({
      'Ana Alfa': 'completed_late', // due 1 May by her own assignment; certified three days ago
      'Ana Beta': 'assigned',
      'Beto Alfa': 'completed_on_time',
      'Beto Beta': 'in_progress',
      'Carla Alfa': 'completed_late',
      'Ema Alfa': 'expired',
      'Ema Beta': 'in_progress',
      'Gloria Alfa': 'completed_on_time',
      'Gloria Beta': 'assigned',
      'Íngrid Alfa': 'overdue',
      'Íngrid Beta': 'overdue',
      'Julián Alfa': 'overdue',
      'Kevin Alfa': 'overdue',
      'Kevin Beta': 'assigned',
    });
    await refreshAt(at(0));
    const totals: Record<string, number> = {};
    for (const row of await pairs.statusCounts(t.app.database.db, null, at(0).toISOString())) {
      totals[row.status] = (totals[row.status] ?? 0) + row.count;
    }
    expect(totals).toEqual({
      assigned: 3,
      in_progress: 2,
      completed_on_time: 2,
      completed_late: 2,
      overdue: 4,
      expired: 1,
    });
  });

  it('agrees with the row-by-row evaluation on every status and every overdue count, as things change', async () => {
    await refreshAt(at(0));
    await expectAgreement(at(0));

    // Half an hour on, a refresh reads past the people and certificates written at the start.
    await refreshAt(at(0.5 / 24));
    // An hour later: the company's Alfa assignment is archived, Gloria is certified in Beta, Ema's expired certificate
    // is revoked, Ana leaves the job title, Beto leaves for the other company, Carla is deactivated, Kevin starts
    // Beta, and a new operator joins company B.
    const later = at(1 / 24);
    clock.set(later.toISOString());
    const db = t.app.database.db;
    await db
      .updateTable('training_assignments')
      .set({ archived_at: later.toISOString() })
      .where('id', '=', companyAlfa)
      .execute();
    await passedWithCertificate(t.app, { userId: person('Gloria'), routeId: beta, issuedAt: later.toISOString() });
    await db
      .updateTable('certificates')
      .set({ revoked_at: later.toISOString() })
      .where('user_id', '=', person('Ema'))
      .where('route_id', '=', alpha)
      .execute();
    const users = t.app.container.users;
    await users.update(person('Ana'), { cargo: 'Supervisora' });
    await users.update(person('Beto'), { empresaId: companyB });
    await users.update(person('Carla'), { active: false });
    await insertItemProgress(db, {
      userId: person('Kevin'),
      itemId: betaItem,
      routeId: beta,
      startedAt: later.toISOString(),
      updatedAt: later.toISOString(),
    });
    await learnerWithCargo(t.app, companyB, 'Operario de alturas', 'Hernán');
    await refreshAt(new Date(later.getTime() + 60_000));
    await expectAgreement(new Date(later.getTime() + 60_000));
  });

  it('is kept whole from nothing, as after the migration', async () => {
    const before = await kept(null, at(1));
    await t.app.database.db.deleteFrom('analytics_plan_pairs').execute();
    await t.app.database.db.deleteFrom('analytics_refresh').where('name', '=', 'plan_pairs').execute();
    await refreshAt(at(1));
    expect(await kept(null, at(1))).toEqual(before);
  });
  it('recomputes a plan made for more people than one statement takes, a slice at a time', async () => {
    // 5,200 people of a new company, written straight to the table, then a plan for all of them.
    const db = t.app.database.db;
    const big = (await company(t.app, 'Cultivos del Llano S.A.S.', '900555666-7')).id;
    const stamp = at(2).toISOString();
    const rows = Array.from({ length: 5_200 }, (_, i) => ({
      id: crypto.randomUUID(),
      nombre: `Trabajador ${String(i)}`,
      email: `t${String(i)}@cultivos.example.co`,
      password_hash: 'x',
      perfil: LEARNER_PROFILE,
      empresa_id: big,
      active: 1,
      created_at: stamp,
      updated_at: stamp,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('users')
        .values(rows.slice(i, i + 500))
        .execute();
    await refreshAt(at(2));
    const later = at(2 + 1 / 24);
    await assignment({ routeId: beta, target: { companyId: big }, due: '2026-06-20', createdDaysAgo: -2 - 1 / 24 });
    await refreshAt(later);
    expect(await kept(big, later)).toEqual({ [`${big} assigned`]: 5_200 });
    // Due on 20 June: overdue from the next day in Bogotá.
    expect(await pairs.overdueCount(db, big, '2026-06-21T04:59:59.999Z')).toBe(0);
    expect(await pairs.overdueCount(db, big, '2026-06-21T05:00:00.000Z')).toBe(5_200);
  });
});
