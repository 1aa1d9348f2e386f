import crypto from 'node:crypto';
import { COMPANY_LEAD_PROFILE, type Dashboard, type DashboardKpiKey } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/clock/clock.js';
import { signedIn, signedInAdmin } from '../../test/factories.js';
import { company, learnerOf, member } from '../../test/people.js';
import {
  insertBankItem,
  insertCertificate,
  insertEnrolment,
  insertEvaluationSession,
  insertItemProgress,
  insertRoute,
} from '../../test/rollup-history.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A hand-built dataset whose every number is worked out in the comments. Today is Monday 15 June 2026 in Bogotá:
// the 30-day period runs from 17 May to 15 June (instants [2026-05-17T05:00Z, 2026-06-16T05:00Z)), the previous one
// from 17 April to 16 May. Company A has a1, a2, a3; company B has b1.
const NOW = '2026-06-15T17:00:00.000Z';
const clock = fixedClock(NOW);

let t: TestApp;
let admin: string;
let learner: string;
let leadA: string;
let companyA: string;
let companyB: string;
const users: Record<'a1' | 'a2' | 'a3' | 'b1', string> = { a1: '', a2: '', a3: '', b1: '' };
const route = { r1: crypto.randomUUID(), r2: crypto.randomUUID(), r3: crypto.randomUUID(), r4: crypto.randomUUID() };
const item = { r1: crypto.randomUUID(), r2: crypto.randomUUID() };
const bank = { r1: crypto.randomUUID() };

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
async function dashboard(query: string, cookie = admin): Promise<Dashboard> {
  const response = await get(`/api/admin/dashboard${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
}
/** `{ key: [value, previous] }` of every KPI. */
const kpis = (d: Dashboard) =>
  Object.fromEntries(d.kpis.map((k) => [k.key, [k.value, k.previous]])) as Record<DashboardKpiKey, unknown[]>;

function insertRouteNamed(id: string, title: string, status: string) {
  return insertRoute(t.app.database.db, { id, title, status, at: '2026-01-01T00:00:00.000Z' });
}

function session(
  userId: string,
  routeId: string,
  kind: 'pretest' | 'test',
  finishedAt: string | null,
  score: number | null,
  passed: number | null,
  attempt = 1,
) {
  const row = { userId, routeId, kind, attempt, startedAt: finishedAt ?? NOW, finishedAt, score, passed };
  return insertEvaluationSession(t.app.database.db, row);
}

async function answer(sessionId: string, answeredAt: string) {
  await t.app.database.db
    .insertInto('evaluation_answers')
    .values({
      session_id: sessionId,
      item_id: bank.r1,
      position: 1,
      answer: '["a"]',
      correct: 1,
      theta_after: 0,
      se_after: 1,
      answered_at: answeredAt,
    })
    .execute();
}

function progress(userId: string, itemId: string, routeId: string, startedAt: string, updatedAt: string) {
  return insertItemProgress(t.app.database.db, { userId, itemId, routeId, startedAt, updatedAt });
}

function enrol(userId: string, routeId: string, at: string) {
  return insertEnrolment(t.app.database.db, userId, routeId, at);
}

function certificate(
  userId: string,
  routeId: string,
  sessionId: string,
  issuedAt: string,
  expiresAt: string | null,
  revokedAt: string | null = null,
) {
  return insertCertificate(t.app.database.db, { userId, routeId, sessionId, issuedAt, expiresAt, revokedAt });
}

async function actions(companyId: string, list: { status: string; created: string; updated: string }[]) {
  const cycleId = crypto.randomUUID();
  const at = '2026-01-01T00:00:00.000Z';
  const db = t.app.database.db;
  await db
    .insertInto('phva_cycles')
    .values({
      id: cycleId,
      company_id: companyId,
      period: 2026,
      phase: 'actuar',
      status: 'abierto',
      responsible_name: 'Laura Gómez',
      evaluation_date: null,
      standard_set: 21,
      set_justification: null,
      schedule: '{}',
      score_hundredths: null,
      rating: null,
      created_by: null,
      created_at: at,
      updated_at: at,
      closed_at: null,
    })
    .execute();
  for (const a of list) {
    await db
      .insertInto('phva_actions')
      .values({
        id: crypto.randomUUID(),
        cycle_id: cycleId,
        code: '1.2.1',
        what: 'Capacitar',
        owner: 'Gerencia',
        due_date: '2026-12-31',
        status: a.status,
        notes: '',
        closing_evidence: '',
        route_id: null,
        created_at: a.created,
        updated_at: a.updated,
      })
      .execute();
  }
}

async function simulatorAttempt(userId: string, routeId: string, at: string, kind: 'steps' | 'external' | 'open') {
  const id = crypto.randomUUID();
  const db = t.app.database.db;
  await db
    .insertInto('simulator_attempts')
    .values({
      id,
      route_id: routeId,
      user_id: userId,
      definition: null,
      status: kind === 'open' ? 'in_progress' : 'finished',
      current_situation_id: null,
      score: 8,
      max_score: 10,
      passed: kind === 'open' ? null : 1,
      external: kind === 'external' ? 1 : 0,
      started_at: at,
      updated_at: at,
      finished_at: kind === 'open' ? null : at,
    })
    .execute();
  if (kind === 'steps') {
    await db
      .insertInto('simulator_attempt_steps')
      .values({ attempt_id: id, position: 1, situation_id: 's1', input: '"a"', points: 8, critical: 0, created_at: at })
      .execute();
  }
}

async function assign(
  routeId: string,
  target: { userId: string } | { companyId: string },
  dueDate: string,
  createdAt: string,
) {
  await t.app.database.db
    .insertInto('training_assignments')
    .values({
      id: crypto.randomUUID(),
      route_id: routeId,
      target_kind: 'userId' in target ? 'person' : 'company',
      user_id: 'userId' in target ? target.userId : null,
      company_id: 'companyId' in target ? target.companyId : null,
      job_title: null,
      due_date: dueDate,
      mandatory: 1,
      origin: 'plan',
      renewal_of: null,
      created_by: null,
      created_at: createdAt,
      archived_at: null,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = (await signedInAdmin(t.app)).cookie;
  learner = (await signedIn(t.app)).cookie;
  companyA = (await company(t.app, 'Constructora Andina S.A.S.', '900123456-1')).id;
  companyB = (await company(t.app, 'Logística del Caribe S.A.S.', '800197268-4')).id;
  leadA = (await member(t.app, COMPANY_LEAD_PROFILE, companyA)).cookie;
  users.a1 = (await learnerOf(t.app, companyA)).id;
  users.a2 = (await learnerOf(t.app, companyA)).id;
  users.a3 = (await learnerOf(t.app, companyA)).id;
  users.b1 = (await learnerOf(t.app, companyB)).id;

  await insertRouteNamed(route.r1, 'Trabajo seguro en alturas', 'published');
  await insertRouteNamed(route.r2, 'Riesgo químico', 'published');
  await insertRouteNamed(route.r3, 'Borrador de ergonomía', 'draft');
  await insertRouteNamed(route.r4, 'Primeros auxilios', 'published');
  const at = '2026-01-01T00:00:00.000Z';
  for (const [routeId, itemId] of [
    [route.r1, item.r1],
    [route.r2, item.r2],
  ] as const) {
    await t.app.database.db
      .insertInto('route_items')
      .values({
        id: itemId,
        route_id: routeId,
        position: 1,
        kind: 'text',
        title: 'Lección',
        description: '',
        duration_minutes: 5,
        required: 1,
        body: null,
        body_html: null,
        url: null,
        file_id: null,
        captions_file_id: null,
        quiz: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  await insertBankItem(t.app.database.db, route.r1, 'Arnés', at, bank.r1);

  // Activity. a1: content on 1 and 10 June (current). a2: content at 23:00 of Saturday 16 May in Bogotá (previous
  // period's last day). a3: a pre-test answer on Sunday 14 June (current). b1: content on 12 June (current) and an
  // answer on 20 April (previous).
  await progress(users.a1, item.r1, route.r1, '2026-06-01T17:00:00.000Z', '2026-06-10T17:00:00.000Z');
  await progress(users.a2, item.r1, route.r1, '2026-05-17T04:00:00.000Z', '2026-05-17T04:00:00.000Z');
  await progress(users.b1, item.r2, route.r2, '2026-06-12T17:00:00.000Z', '2026-06-12T17:00:00.000Z');

  // Enrolments: current a1 (20 May), a3 (14 June), b1 on r1 (12 June); previous a2 (16 May, 23:30 Bogotá), b1 on r2.
  await enrol(users.a1, route.r1, '2026-05-20T17:00:00.000Z');
  await enrol(users.a2, route.r1, '2026-05-17T04:30:00.000Z');
  await enrol(users.a3, route.r1, '2026-06-14T17:00:00.000Z');
  await enrol(users.b1, route.r1, '2026-06-12T17:00:00.000Z');
  await enrol(users.b1, route.r2, '2026-04-20T17:00:00.000Z');

  // Tests. a1 on r1: pre-test 40, final 60 (failed, 5 June) then 90 (passed, 10 June): gain (90−40)/60 = 0.833.
  // a2 on r1: pre-test 50, final 80 passed on 10 May (previous): gain 0.6. b1 on r2: pre-test 100 (no gain
  // defined), final 70 passed on 12 June. a3: a pre-test 30 on 14 June and a final test still running.
  await session(users.a1, route.r1, 'pretest', '2026-06-01T17:00:00.000Z', 40, null);
  await session(users.a1, route.r1, 'test', '2026-06-05T17:00:00.000Z', 60, 0, 1);
  const a1Pass = await session(users.a1, route.r1, 'test', '2026-06-10T17:00:00.000Z', 90, 1, 2);
  await session(users.a2, route.r1, 'pretest', '2026-05-01T17:00:00.000Z', 50, null);
  const a2Pass = await session(users.a2, route.r1, 'test', '2026-05-10T17:00:00.000Z', 80, 1);
  const b1Pre = await session(users.b1, route.r2, 'pretest', '2026-04-20T17:00:00.000Z', 100, null);
  const b1Pass = await session(users.b1, route.r2, 'test', '2026-06-12T17:00:00.000Z', 70, 1);
  const a3Pre = await session(users.a3, route.r1, 'pretest', '2026-06-14T17:00:00.000Z', 30, null);
  await session(users.a3, route.r1, 'test', null, null, null);
  await answer(a3Pre, '2026-06-14T17:00:00.000Z');
  await answer(b1Pre, '2026-04-20T17:00:00.000Z');
  // b1's old certificate of the draft route: passed in 2025, expiring on 1 June 2026 (inside the 30 days after the
  // previous period, expired by the end of the current one).
  const b1Old = await session(users.b1, route.r3, 'test', '2025-06-01T17:00:00.000Z', 85, 1);

  // Certificates: a1 (10 June, a year of validity), a2 (10 May, expires 1 July: within 30 days of today),
  // b1 on r2 (12 June, revoked the next day), b1's old one.
  await certificate(users.a1, route.r1, a1Pass, '2026-06-10T17:00:00.000Z', '2027-06-10T17:00:00.000Z');
  await certificate(users.a2, route.r1, a2Pass, '2026-05-10T17:00:00.000Z', '2026-07-01T17:00:00.000Z');
  await certificate(users.b1, route.r2, b1Pass, '2026-06-12T17:00:00.000Z', null, '2026-06-13T17:00:00.000Z');
  await certificate(users.b1, route.r3, b1Old, '2025-06-01T17:00:00.000Z', '2026-06-01T17:00:00.000Z');

  // Improvement actions. A: one pending since April, one done on 1 June (open at the previous period's end), one
  // started on 1 June. B: one pending since January.
  await actions(companyA, [
    { status: 'pendiente', created: '2026-04-01T17:00:00.000Z', updated: '2026-04-01T17:00:00.000Z' },
    { status: 'cumplida', created: '2026-04-01T17:00:00.000Z', updated: '2026-06-01T17:00:00.000Z' },
    { status: 'en_curso', created: '2026-06-01T17:00:00.000Z', updated: '2026-06-01T17:00:00.000Z' },
  ]);
  await actions(companyB, [
    { status: 'pendiente', created: '2026-01-01T17:00:00.000Z', updated: '2026-01-01T17:00:00.000Z' },
  ]);

  // Training plans (statuses of decision 038), today and at the previous period's end (16 May, 23:59 Bogotá):
  // - company A, r1, due 12 May: a1 late today (certificate of 10 June) but overdue on 16 May (no certificate yet);
  //   a2 on time (10 May); a3 overdue at both ends.
  // - b1, r2, due 20 May: overdue today (the certificate was revoked), not yet on 16 May.
  // - a1, r4, created 1 June, due 10 June: overdue today, not assigned yet on 16 May.
  // - company B, r3, due 31 Dec 2025: b1's certificate expired on 1 June (in force on 16 May: on time then).
  // - a2, r2, due 31 July: assigned.
  const april = '2026-04-01T17:00:00.000Z';
  await assign(route.r1, { companyId: companyA }, '2026-05-12', april);
  await assign(route.r2, { userId: users.b1 }, '2026-05-20', april);
  await assign(route.r4, { userId: users.a1 }, '2026-06-10', '2026-06-01T17:00:00.000Z');
  await assign(route.r3, { companyId: companyB }, '2025-12-31', '2025-05-01T17:00:00.000Z');
  await assign(route.r2, { userId: users.a2 }, '2026-07-31', april);
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard: who may call it', () => {
  it('asks an anonymous caller to sign in and refuses a learner', async () => {
    expect((await get('/api/admin/dashboard')).statusCode).toBe(401);
    expect((await get('/api/admin/dashboard', learner)).statusCode).toBe(403);
  });

  it("shows a lead only their own company, and another company's id is not found", async () => {
    const own = await dashboard('', leadA);
    expect(own.company).toEqual({ id: companyA, nombre: 'Constructora Andina S.A.S.' });
    expect(kpis(own).activeLearners).toEqual([2, 1]);
    expect(own.complianceByCompany.map((c) => c.companyId)).toEqual([companyA]);
    const other = await get(`/api/admin/dashboard?companyId=${companyB}`, leadA);
    expect(other.statusCode).toBe(404);
    expect(other.json<{ error: { message: string } }>().error.message).toBe('No encontramos esta empresa.');
    expect((await dashboard(`?companyId=${companyA}`, leadA)).company?.id).toBe(companyA);
  });

  it('answers 404 for an unknown company and 400 with a Spanish message for a bad period', async () => {
    expect((await get(`/api/admin/dashboard?companyId=${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
    const noDates = await get('/api/admin/dashboard?period=custom', admin);
    expect(noDates.statusCode).toBe(400);
    expect(noDates.body).toContain('Elija la fecha inicial.');
    const backwards = await get('/api/admin/dashboard?period=custom&from=2026-06-10&to=2026-06-01', admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('La fecha final debe ser igual o posterior a la inicial.');
    expect((await get('/api/admin/dashboard?period=7d', admin)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/dashboard: the numbers', () => {
  it('gives every KPI of the last 30 days against the 30 days before, for every company', async () => {
    const d = await dashboard('');
    expect(d.company).toBeNull();
    expect(d.period).toEqual({
      kind: '30d',
      from: '2026-05-17',
      to: '2026-06-15',
      previousFrom: '2026-04-17',
      previousTo: '2026-05-16',
    });
    expect(kpis(d)).toEqual({
      activeLearners: [3, 2], // a1, a3, b1 | a2 (Saturday 23:00), b1 (answer)
      enrolments: [3, 2],
      completions: [2, 1], // a1's second attempt, b1 | a2
      averageFinalScore: [73.3, 80], // (60 + 90 + 70) / 3 | 80
      averageGain: [0.833, 0.6], // b1 left out: pre-test 100
      certificatesIssued: [1, 1], // b1's revoked one left out
      certificatesExpiring: [1, 1], // a2's on 1 July | b1's old one on 1 June
      openActions: [3, 3], // A pending + in progress, B | A pending + done later, B
      overdueAssignments: [3, 2], // a3 r1, b1 r2, a1 r4 | a1 r1, a3 r1
    });
    const counts = (assigned: number, onTime: number, late: number, overdue: number, expired: number) => ({
      assigned,
      in_progress: 0,
      completed_on_time: onTime,
      completed_late: late,
      overdue,
      expired,
    });
    expect(d.complianceByCompany).toEqual([
      { companyId: companyA, companyName: 'Constructora Andina S.A.S.', total: 5, counts: counts(1, 1, 1, 2, 0) },
      { companyId: companyB, companyName: 'Logística del Caribe S.A.S.', total: 2, counts: counts(0, 0, 0, 1, 1) },
    ]);
    // Weeks from Monday 11 May; the week of 11 May counts only Sunday 17 May, so a2's Saturday is not in it.
    expect(d.weeklyActivity).toEqual([
      { weekStart: '2026-05-11', activeLearners: 0 },
      { weekStart: '2026-05-18', activeLearners: 0 },
      { weekStart: '2026-05-25', activeLearners: 0 },
      { weekStart: '2026-06-01', activeLearners: 1 },
      { weekStart: '2026-06-08', activeLearners: 3 },
      { weekStart: '2026-06-15', activeLearners: 0 },
    ]);
    expect(d.completionsByRoute).toEqual([
      { routeId: route.r2, title: 'Riesgo químico', completions: 1 },
      { routeId: route.r1, title: 'Trabajo seguro en alturas', completions: 1 },
      { routeId: route.r4, title: 'Primeros auxilios', completions: 0 },
    ]);
  });

  it("narrows every number to one company, and says 'no value' where there is nothing to average", async () => {
    const a = await dashboard(`?companyId=${companyA}`);
    expect(kpis(a)).toEqual({
      activeLearners: [2, 1],
      enrolments: [2, 1],
      completions: [1, 1],
      averageFinalScore: [75, 80],
      averageGain: [0.833, 0.6],
      certificatesIssued: [1, 1],
      certificatesExpiring: [1, 0],
      openActions: [2, 2],
      overdueAssignments: [2, 2],
    });
    expect(a.complianceByCompany.map((c) => [c.companyName, c.total])).toEqual([['Constructora Andina S.A.S.', 5]]);
    expect(a.weeklyActivity.map((w) => w.activeLearners)).toEqual([0, 0, 0, 1, 2, 0]);
    expect(a.completionsByRoute.map((r) => [r.title, r.completions])).toEqual([
      ['Trabajo seguro en alturas', 1],
      ['Primeros auxilios', 0],
      ['Riesgo químico', 0],
    ]);
    const b = await dashboard(`?companyId=${companyB}`);
    expect(kpis(b)).toEqual({
      activeLearners: [1, 1],
      enrolments: [1, 1],
      completions: [1, 0],
      averageFinalScore: [70, null],
      averageGain: [null, null],
      certificatesIssued: [0, 0],
      certificatesExpiring: [0, 1],
      openActions: [1, 1],
      overdueAssignments: [1, 0],
    });
  });

  it('takes a custom period and compares it with the days right before', async () => {
    const d = await dashboard('?period=custom&from=2026-06-01&to=2026-06-10');
    expect(d.period).toMatchObject({ previousFrom: '2026-05-22', previousTo: '2026-05-31' });
    const k = kpis(d);
    expect(k.completions).toEqual([1, 0]);
    expect(k.averageFinalScore).toEqual([75, null]);
    expect(k.activeLearners).toEqual([1, 0]); // a1 only (1 and 10 June)
    // On 10 June: a3 r1, b1 r2 (a1 certified that day; a1's r4 due that day) | on 31 May: a1 r1, a3 r1, b1 r2.
    expect(k.overdueAssignments).toEqual([2, 3]);
    expect(d.weeklyActivity).toEqual([
      { weekStart: '2026-06-01', activeLearners: 1 },
      { weekStart: '2026-06-08', activeLearners: 1 },
    ]);
  });

  it('counts activity recorded after the last look', async () => {
    await progress(users.a2, item.r2, route.r2, '2026-06-15T16:55:00.000Z', '2026-06-15T16:55:00.000Z');
    const d = await dashboard('');
    expect(kpis(d).activeLearners).toEqual([4, 2]);
    expect(d.weeklyActivity.at(-1)).toEqual({ weekStart: '2026-06-15', activeLearners: 1 });
  });

  it('counts simulator answers as activity: a step, or a completion an external simulator reported', async () => {
    // After the previous test the week of 15 June has a2. Now b1 answers a scenario's situation, a3's external
    // simulator reports a finished attempt, and a1 opens an attempt without answering (not activity).
    await simulatorAttempt(users.b1, route.r2, '2026-06-15T16:58:00.000Z', 'steps');
    await simulatorAttempt(users.a3, route.r1, '2026-06-15T16:58:30.000Z', 'external');
    await simulatorAttempt(users.a1, route.r1, '2026-06-15T16:59:00.000Z', 'open');
    const d = await dashboard('');
    expect(d.weeklyActivity.at(-1)).toEqual({ weekStart: '2026-06-15', activeLearners: 3 });
    const a = await dashboard(`?companyId=${companyA}`);
    expect(a.weeklyActivity.at(-1)).toEqual({ weekStart: '2026-06-15', activeLearners: 2 });
  });

  it('covers 12 months and 90 days with periods of the same length before them', async () => {
    const year = await dashboard('?period=12m');
    expect(year.period).toMatchObject({ from: '2025-06-16', to: '2026-06-15', previousTo: '2025-06-15' });
    expect(kpis(year).completions).toEqual([3, 1]); // a1, a2, b1 | b1's old pass on 1 June 2025
    const quarter = await dashboard('?period=90d');
    expect(quarter.period).toMatchObject({ from: '2026-03-18', previousFrom: '2025-12-18', previousTo: '2026-03-17' });
  });
});
