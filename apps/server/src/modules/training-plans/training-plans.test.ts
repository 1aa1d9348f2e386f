import {
  COMPANY_LEAD_PROFILE,
  type Assignment,
  type AssignmentList,
  type CompliancePage,
  type MyAssignments,
} from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/clock/clock.js';
import { createRoute, signedInAdmin, textItem } from '../../test/factories.js';
import { company, member } from '../../test/people.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { learnerWithCargo, passedWithCertificate } from '../../test/training-plans.js';

// 10:00 in Bogotá on Sunday 1 March 2026.
const clock = fixedClock('2026-03-01T15:00:00Z');
let t: TestApp;
let admin: string;
let learner: { id: string; cookie: string };
let leadA: string;
let leadB: string;
let companyA: string;
let companyB: string;
let routeId: string;
let otherRouteId: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function assign(cookie: string, body: object): Promise<Assignment> {
  const response = await call('POST', '/api/admin/training-plans/assignments', cookie, {
    routeId,
    dueDate: '2026-03-31',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Assignment>();
}
const compliance = async (cookie: string, query = '') => {
  const response = await call('GET', `/api/admin/training-plans/compliance${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompliancePage>();
};

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = (await signedInAdmin(t.app)).cookie;
  companyA = (await company(t.app, 'Constructora Andina S.A.S.', '900123456-1')).id;
  companyB = (await company(t.app, 'Logística del Caribe S.A.S.', '800197268-4')).id;
  leadA = (await member(t.app, COMPANY_LEAD_PROFILE, companyA)).cookie;
  leadB = (await member(t.app, COMPANY_LEAD_PROFILE, companyB)).cookie;
  learner = await learnerWithCargo(t.app, companyA, 'Operario');
  routeId = (
    await createRoute(t.app, admin, { title: 'Trabajo en alturas', items: [textItem('Arnés')], publish: true })
  ).id;
  otherRouteId = (
    await createRoute(t.app, admin, { title: 'Primeros auxilios', items: [textItem('Botiquín')], publish: true })
  ).id;
});
afterAll(() => t.close());

describe('who may use the training plan', () => {
  let assignmentId: string;
  beforeAll(async () => {
    assignmentId = (await assign(leadA, { targetKind: 'company', companyId: companyA })).id;
  });

  const endpoints = (): [Method, string, object?][] => [
    ['GET', '/api/admin/training-plans/assignments'],
    [
      'POST',
      '/api/admin/training-plans/assignments',
      { routeId, targetKind: 'company', companyId: companyA, dueDate: '2026-04-30' },
    ],
    ['DELETE', `/api/admin/training-plans/assignments/${assignmentId}`],
    ['GET', '/api/admin/training-plans/options'],
    ['GET', '/api/admin/training-plans/people?q=ana'],
    ['GET', '/api/admin/training-plans/compliance'],
    ['GET', '/api/admin/training-plans/compliance/export'],
  ];

  it('answers 401 to anonymous callers and 403 to learners, changing nothing', async () => {
    for (const [method, url, body] of endpoints()) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, learner.cookie, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/api/training-plans/mine')).statusCode).toBe(401);
    const list = (await call('GET', '/api/admin/training-plans/assignments', admin)).json<AssignmentList>();
    expect(list.items.map((a) => a.id)).toContain(assignmentId);
  });

  it('answers 404 to the lead of another company and hides that company from them', async () => {
    expect((await call('DELETE', `/api/admin/training-plans/assignments/${assignmentId}`, leadB)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/training-plans/compliance?companyId=${companyA}`, leadB)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/admin/training-plans/compliance/export?companyId=${companyA}`, leadB)).statusCode,
    ).toBe(404);
    const assigned = await call('POST', '/api/admin/training-plans/assignments', leadB, {
      routeId,
      targetKind: 'company',
      companyId: companyA,
      dueDate: '2026-04-30',
    });
    expect(assigned.statusCode).toBe(404);
    const person = await call('POST', '/api/admin/training-plans/assignments', leadB, {
      routeId,
      targetKind: 'person',
      userId: learner.id,
      dueDate: '2026-04-30',
    });
    expect(person.statusCode).toBe(404);
    const listB = (await call('GET', '/api/admin/training-plans/assignments', leadB)).json<AssignmentList>();
    expect(listB.items.map((a) => a.id)).not.toContain(assignmentId);
    expect((await compliance(leadB)).items.some((row) => row.userId === learner.id)).toBe(false);
    const people = (await call('GET', '/api/admin/training-plans/people?q=Aprendiz', leadB)).json<{
      items: { id: string }[];
    }>();
    expect(people.items.some((p) => p.id === learner.id)).toBe(false);
    // Still there for its own company.
    expect((await compliance(leadA)).items.some((row) => row.userId === learner.id)).toBe(true);
  });

  it('lets the lead archive their own company’s assignment', async () => {
    expect((await call('DELETE', `/api/admin/training-plans/assignments/${assignmentId}`, leadA)).statusCode).toBe(204);
    const list = (await call('GET', '/api/admin/training-plans/assignments', leadA)).json<AssignmentList>();
    expect(list.items.map((a) => a.id)).not.toContain(assignmentId);
    expect((await call('DELETE', `/api/admin/training-plans/assignments/${assignmentId}`, leadA)).statusCode).toBe(404);
  });
});

describe('creating assignments', () => {
  it('refuses a due date in the past and a missing target with a Spanish message, creating nothing', async () => {
    const before = (await call('GET', '/api/admin/training-plans/assignments', admin)).json<AssignmentList>().items
      .length;
    const past = await call('POST', '/api/admin/training-plans/assignments', admin, {
      routeId,
      targetKind: 'company',
      companyId: companyA,
      dueDate: '2026-02-28',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ error: { message: string } }>().error.message).toBe(
      'La fecha límite no puede ser anterior a hoy.',
    );
    const noPerson = await call('POST', '/api/admin/training-plans/assignments', admin, {
      routeId,
      targetKind: 'person',
      dueDate: '2026-04-30',
    });
    expect(noPerson.statusCode).toBe(400);
    expect(noPerson.body).toContain('Elija la persona.');
    const badDate = await call('POST', '/api/admin/training-plans/assignments', admin, {
      routeId,
      targetKind: 'company',
      companyId: companyA,
      dueDate: '2026-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    const after = (await call('GET', '/api/admin/training-plans/assignments', admin)).json<AssignmentList>().items
      .length;
    expect(after).toBe(before);
  });

  it('gives a lead’s job-title assignment their own company even when they ask for every company', async () => {
    const created = await assign(leadA, { targetKind: 'job_title', jobTitle: '  Soldador  ', companyId: null });
    expect(created.companyId).toBe(companyA);
    expect(created.jobTitle).toBe('soldador');
    await call('DELETE', `/api/admin/training-plans/assignments/${created.id}`, admin);
  });
});

describe('who is covered and where they stand', () => {
  it('covers people who get the job title later, in any company only when no company is given', async () => {
    const created = await assign(admin, {
      routeId: otherRouteId,
      targetKind: 'job_title',
      jobTitle: 'Técnico Electricista',
      companyId: null,
      dueDate: '2026-03-20',
    });
    expect(created.coveredCount).toBe(0);
    const inA = await learnerWithCargo(t.app, companyA, 'técnico  electricista', 'Ana Pérez');
    const inB = await learnerWithCargo(t.app, companyB, 'TÉCNICO ELECTRICISTA', 'Bruno Díaz');
    const list = (await call('GET', '/api/admin/training-plans/assignments', admin)).json<AssignmentList>();
    expect(list.items.find((a) => a.id === created.id)?.coveredCount).toBe(2);

    // The learner sees the route with its due date; a later, earlier-due assignment wins.
    let mine = (await call('GET', '/api/training-plans/mine', inA.cookie)).json<MyAssignments>();
    expect(mine.items).toEqual([
      expect.objectContaining({ routeId: otherRouteId, dueDate: '2026-03-20', status: 'assigned', mandatory: true }),
    ]);
    await assign(admin, { routeId: otherRouteId, targetKind: 'person', userId: inA.id, dueDate: '2026-03-10' });
    mine = (await call('GET', '/api/training-plans/mine', inA.cookie)).json<MyAssignments>();
    expect(mine.items[0]?.dueDate).toBe('2026-03-10');

    // Lead B sees Bruno but not Ana.
    const rowsB = (await compliance(leadB, `?routeId=${otherRouteId}`)).items.map((row) => row.userName);
    expect(rowsB).toEqual(['Bruno Díaz']);

    // A person who leaves the job title is no longer covered.
    await t.app.container.users.update(inB.id, { cargo: 'Conductor' });
    expect((await compliance(admin, `?routeId=${otherRouteId}`)).items.map((row) => row.userName)).toEqual([
      'Ana Pérez',
    ]);
  });

  it('reports every status, and counts them per status over the same filters', async () => {
    const c = (await company(t.app, 'Minera del Sur S.A.S.', '901555777-2')).id;
    const names = ['Ana', 'Beto', 'Carla', 'Dora', 'Elsa', 'Fabio'];
    const people = [];
    for (const nombre of names) people.push(await learnerWithCargo(t.app, c, 'Minero', nombre));
    await assign(admin, { targetKind: 'company', companyId: c, dueDate: '2026-03-10' });
    const [, beto, carla, dora, , fabio] = people;
    // Beto started (content progress); Carla finished on time; Dora late; Fabio's certificate expired.
    await t.app.database.db
      .insertInto('item_progress')
      .values({
        user_id: beto!.id,
        item_id: (
          await t.app.database.db
            .selectFrom('route_items')
            .select('id')
            .where('route_id', '=', routeId)
            .executeTakeFirstOrThrow()
        ).id,
        route_id: routeId,
        started_at: '2026-03-01T15:00:00Z',
        position: 0,
        max_position: 0,
        seconds_spent: 30,
        completed_at: null,
        quiz_state: null,
        revision: 0,
        updated_at: '2026-03-01T15:00:00Z',
      })
      .execute();
    await passedWithCertificate(t.app, { userId: carla!.id, routeId, issuedAt: '2026-03-11T04:30:00Z' });
    await passedWithCertificate(t.app, { userId: dora!.id, routeId, issuedAt: '2026-03-11T13:00:00Z' });
    await passedWithCertificate(t.app, {
      userId: fabio!.id,
      routeId,
      issuedAt: '2025-03-01T15:00:00Z',
      expiresAt: '2026-03-01T15:00:00Z',
    });

    const before = await compliance(admin, `?companyId=${c}`);
    expect(before.counts).toEqual({
      assigned: 2, // Ana and Elsa
      in_progress: 1,
      completed_on_time: 1,
      completed_late: 1,
      overdue: 0,
      expired: 1,
    });
    expect(before.items.find((row) => row.userName === 'Fabio')?.status).toBe('expired');

    // After the due date (Bogotá), whoever has no certificate in force is «Atrasada».
    clock.set('2026-03-11T05:00:00Z');
    const admin2 = (await signedInAdmin(t.app)).cookie;
    const after = await compliance(admin2, `?companyId=${c}&status=overdue`);
    expect(after.counts.overdue).toBe(3);
    expect(after.items.map((row) => row.userName)).toEqual(['Ana', 'Beto', 'Elsa']);
    expect(after.total).toBe(3);
    expect(await t.app.container.trainingPlans.overdueCount({ companyId: c })).toBe(3);

    // The same table as CSV: BOM, semicolons, accents intact, Spanish labels.
    const csv = await call('GET', `/api/admin/training-plans/compliance/export?companyId=${c}`, admin2);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFEmpresa;Persona;Correo;Cargo;Ruta;Fecha límite')).toBe(true);
    expect(csv.body).toContain('Minera del Sur S.A.S.;Fabio;');
    expect(csv.body).toContain(';Certificado vencido;');
    expect(csv.body).toContain(';Completada tarde;');
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(7);
    clock.set('2026-03-01T15:00:00Z');
  });
});

describe('the reminders preference on /perfil', () => {
  it('is off by default, can be turned off and on by the person only, and is in their data export', async () => {
    const eva = await learnerWithCargo(t.app, companyA, 'Auxiliar', 'Eva Ríos');
    const profile = await call('GET', '/api/account/profile', eva.cookie);
    expect(profile.json<{ remindersOptOut: boolean }>().remindersOptOut).toBe(false);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/account/reminders', payload: { optOut: true } })).statusCode,
    ).toBe(401);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/account/reminders',
      headers: { cookie: eva.cookie },
      payload: { optOut: 'sí' },
    });
    expect(bad.statusCode).toBe(400);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/account/reminders',
      headers: { cookie: eva.cookie },
      payload: { optOut: true },
    });
    expect(off.json<{ remindersOptOut: boolean }>().remindersOptOut).toBe(true);
    expect((await t.app.container.users.remindersOptedOut(t.app.database.db, [eva.id])).has(eva.id)).toBe(true);
    const data = await call('GET', '/api/account/data', eva.cookie);
    expect(data.body).toMatch(/"remindersOptOut": ?true/);
  });
});
