import crypto from 'node:crypto';
import { COMPANY_LEAD_PROFILE, type ComplianceStatus } from '@academia/shared';
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
import type { ComplianceScope } from './training-plans.service.js';

// The training plans are counted in SQL for the dashboard, the at-risk list and the PHVA evidence (decision 059),
// and evaluated row by row for the compliance table. Both must say the same thing: here every status, every kind
// of assignment and every instant the dashboard uses is counted both ways, over several scopes. Runs on SQLite, and
// on PostgreSQL with TEST_DATABASE_URL.
const NOW = '2026-06-15T17:00:00.000Z';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.parse(NOW) + days * DAY);
const clock = fixedClock(NOW);
let t: TestApp;
const alpha = crypto.randomUUID();
const beta = crypto.randomUUID();
const people = new Map<string, string>();
const person = (nombre: string) => people.get(nombre) as string;
let companyA: string;
let companyB: string;

async function assignment(row: {
  routeId: string;
  target: { userId: string } | { companyId: string } | { jobTitle: string; companyId?: string };
  due: string;
  createdDaysAgo: number;
  mandatory?: boolean;
  archived?: boolean;
}) {
  const target = row.target;
  await t.app.database.db
    .insertInto('training_assignments')
    .values({
      id: crypto.randomUUID(),
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
}

/** The row-by-row evaluation's counts per company and status, in the shape the SQL gives them. */
async function rowByRow(scope: ComplianceScope, now: Date, asOf = false) {
  const counts: Record<string, number> = {};
  for (const row of await t.app.container.trainingPlans.evaluate(scope, now, { asOf })) {
    const key = `${row.companyId ?? '-'} ${row.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

async function inSql(scope: ComplianceScope, now: Date) {
  const counts: Record<string, number> = {};
  for (const row of await t.app.container.trainingPlans.statusCounts(scope, now)) {
    counts[`${row.companyId ?? '-'} ${row.status}`] = row.count;
  }
  return counts;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const db = t.app.database.db;
  companyA = (await company(t.app, 'Andamios del Valle S.A.S.', '900111222-3')).id;
  companyB = (await company(t.app, 'Bodegas Unidas S.A.S.', '900333444-5')).id;
  await insertRoute(db, { id: alpha, title: 'Trabajo en alturas', status: 'published', at: at(-200).toISOString() });
  await insertRoute(db, { id: beta, title: 'Riesgo químico', status: 'published', at: at(-200).toISOString() });
  const betaItem = crypto.randomUUID();
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
  ];
  for (const [nombre, empresa, cargo] of learners) {
    people.set(nombre, (await learnerWithCargo(t.app, empresa, cargo, nombre)).id);
  }
  // Not covered: a company's lead with the same title, and a learner no longer active.
  const lead = await member(t.app, COMPANY_LEAD_PROFILE, companyA, 'Líder');
  await t.app.container.users.update(lead.id, { cargo: 'Operario de alturas' });
  await t.app.container.users.update(person('Dora'), { active: false });

  await assignment({ routeId: alpha, target: { companyId: companyA }, due: '2026-05-20', createdDaysAgo: 60 });
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

const scopes: ComplianceScope[] = [
  {},
  { companyId: 'A' },
  { companyId: 'B' },
  { routeId: 'alpha' },
  { companyId: 'A', routeId: 'beta' },
];
const real = (scope: ComplianceScope): ComplianceScope => ({
  ...(scope.companyId ? { companyId: scope.companyId === 'A' ? companyA : companyB } : {}),
  ...(scope.routeId ? { routeId: scope.routeId === 'alpha' ? alpha : beta } : {}),
});

describe('the training plans counted in SQL (decision 059)', () => {
  it('gives every status the row-by-row evaluation gives, per company, in every scope and on several days', async () => {
    for (const days of [0, -25, 20]) {
      for (const scope of scopes) {
        expect(await inSql(real(scope), at(days)), `${JSON.stringify(scope)} ${String(days)}`).toEqual(
          await rowByRow(real(scope), at(days)),
        );
      }
    }
  });

  it('counts the overdue pairs as the row-by-row evaluation does, today and as things stood earlier', async () => {
    const plans = t.app.container.trainingPlans;
    for (const [days, asOf] of [
      [0, false],
      [-4, true],
      [-25, true],
      [-50, true],
      [20, false],
    ] as const) {
      for (const scope of scopes) {
        const expected = (await plans.evaluate(real(scope), at(days), { asOf })).filter(
          (row) => row.status === 'overdue',
        ).length;
        expect(
          await plans.overdueCount(real(scope), at(days), { asOf }),
          `${JSON.stringify(scope)} ${String(days)}`,
        ).toBe(expected);
      }
    }
  });

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
    });
    expect(await t.app.container.trainingPlans.complianceCounts({})).toEqual({
      assigned: 2,
      in_progress: 2,
      completed_on_time: 2,
      completed_late: 2,
      overdue: 2,
      expired: 1,
    });
  });
});
