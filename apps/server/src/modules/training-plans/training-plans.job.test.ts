import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/clock/clock.js';
import type { MailMessage, Mailer } from '../../infra/mail/mailer.js';
import { createRoute, signedInAdmin, textItem } from '../../test/factories.js';
import { company } from '../../test/people.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { learnerWithCargo, passedWithCertificate } from '../../test/training-plans.js';
import { TrainingPlanJob } from './training-plans.job.js';
import { TrainingPlansRepository } from './training-plans.repository.js';

// Noon in Bogotá on Tuesday 3 March 2026.
const clock = fixedClock('2026-03-03T17:00:00Z');
const sent: MailMessage[] = [];
const mailer: Mailer = {
  send: (message) => {
    sent.push(message);
    return Promise.resolve();
  },
  idle: () => Promise.resolve(),
  close: () => undefined,
};
let t: TestApp;
let admin: string;
let routeId: string;
let companyId: string;

/** A second job runner on the same database, as another app process would be. */
const otherRunner = () =>
  new TrainingPlanJob({
    db: t.app.database.db,
    repository: new TrainingPlansRepository(),
    plans: t.app.container.trainingPlans,
    certificates: t.app.container.certificates,
    users: t.app.container.users,
    mailer,
    clock,
    logger: t.app.log,
    publicUrl: 'https://academia.example.co',
  });

beforeAll(async () => {
  t = await createTestApp({}, { clock, mailer });
  admin = (await signedInAdmin(t.app)).cookie;
  companyId = (await company(t.app, 'Textiles del Valle S.A.S.', '900777111-3')).id;
  routeId = (
    await createRoute(t.app, admin, { title: 'Plan de emergencias', items: [textItem('Evacuación')], publish: true })
  ).id;
});
afterAll(() => t.close());

async function assign(body: object) {
  // The clock moves weeks between tests: a fresh session each time.
  admin = (await signedInAdmin(t.app)).cookie;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/training-plans/assignments',
    headers: { cookie: admin },
    payload: { routeId, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('reminders', () => {
  it('sends 7 days before, on the day and weekly while overdue, each once, and never the opted-out optional ones', async () => {
    const ana = await learnerWithCargo(t.app, companyId, 'Costurera', 'Ana Restrepo');
    const beto = await learnerWithCargo(t.app, companyId, 'Cortador', 'Beto Salazar');
    await t.app.container.users.setRemindersOptOut(beto.id, true);
    await assign({ targetKind: 'person', userId: ana.id, dueDate: '2026-03-10', mandatory: true });
    await assign({ targetKind: 'person', userId: beto.id, dueDate: '2026-03-10', mandatory: false });
    const job = t.app.container.trainingPlanJob;
    const subjectsOn = async (at: string) => {
      clock.set(at);
      sent.length = 0;
      await job.run();
      return sent.map((m) => `${m.to} ${m.subject}`);
    };

    expect(await subjectsOn('2026-03-03T17:00:00Z')).toEqual([
      `${ana.email} Recordatorio: «Plan de emergencias» vence en 7 días`,
    ]);
    expect(sent[0]?.text).toContain('obligatoria: sus recordatorios no se pueden desactivar');
    expect(await subjectsOn('2026-03-03T23:00:00Z')).toEqual([]); // same day: already sent
    expect(await subjectsOn('2026-03-06T17:00:00Z')).toEqual([]);
    // 23:30 in Bogotá on the due day is still "today" there.
    expect(await subjectsOn('2026-03-11T04:30:00Z')).toEqual([
      `${ana.email} Recordatorio: «Plan de emergencias» vence hoy`,
    ]);
    expect(await subjectsOn('2026-03-16T17:00:00Z')).toEqual([]);
    expect(await subjectsOn('2026-03-17T17:00:00Z')).toEqual([`${ana.email} Ruta atrasada: «Plan de emergencias»`]);
    expect(await subjectsOn('2026-03-24T17:00:00Z')).toEqual([`${ana.email} Ruta atrasada: «Plan de emergencias»`]);

    // Beto turns reminders back on: the optional route's next weekly reminder reaches him.
    await t.app.container.users.setRemindersOptOut(beto.id, false);
    expect(await subjectsOn('2026-03-31T17:00:00Z')).toEqual(
      expect.arrayContaining([`${beto.email} Ruta atrasada: «Plan de emergencias»`]),
    );
  });

  it('sends each reminder exactly once when two runners race on one database', async () => {
    const c = (await company(t.app, 'Café de la Sierra S.A.S.', '900888222-5')).id;
    for (let i = 0; i < 5; i++) await learnerWithCargo(t.app, c, 'Recolector', `Recolector ${String(i)}`);
    clock.set('2026-04-01T17:00:00Z');
    await assign({ targetKind: 'company', companyId: c, dueDate: '2026-04-08' });
    sent.length = 0;
    const [a, b] = [otherRunner(), otherRunner()];
    // Past the lease (both race on the deliveries themselves), and through it.
    const counts = await Promise.all([a.sendReminders(clock.now()), b.sendReminders(clock.now())]);
    const runs = await Promise.all([a.run(), b.run(), t.app.container.trainingPlanJob.run()]);
    const toRecolectores = sent.filter((m) => m.subject.includes('vence en 7 días'));
    expect(toRecolectores).toHaveLength(5);
    expect(new Set(toRecolectores.map((m) => m.to)).size).toBe(5);
    expect(counts[0] + counts[1]).toBe(5);
    expect(runs.filter((r) => r !== null).every((r) => r?.reminders === 0)).toBe(true);
  });
});

describe('a reminder day on which no process ran', () => {
  it('still sends the week-before and weekly reminders up to two days late, with the real days left, once', async () => {
    const c = (await company(t.app, 'Lácteos del Norte S.A.S.', '900123456-1')).id;
    const carla = await learnerWithCargo(t.app, c, 'Ordeñadora', 'Carla Mejía');
    clock.set('2026-05-01T17:00:00Z');
    await assign({ targetKind: 'person', userId: carla.id, dueDate: '2026-05-15', mandatory: true });
    const toCarla = async (at: string) => {
      clock.set(at);
      sent.length = 0;
      await t.app.container.trainingPlanJob.run();
      return sent.filter((m) => m.to === carla.email).map((m) => m.subject);
    };
    // Nothing ran on 8 May (7 days before): on the 9th the reminder goes out and says 6 days.
    expect(await toCarla('2026-05-09T17:00:00Z')).toEqual(['Recordatorio: «Plan de emergencias» vence en 6 días']);
    expect(await toCarla('2026-05-10T17:00:00Z')).toEqual([]);
    // The due day passed unrun: «vence hoy» is not sent a day late.
    expect(await toCarla('2026-05-16T17:00:00Z')).toEqual([]);
    // The first overdue week (the 22nd) is caught up two days later, once.
    expect(await toCarla('2026-05-24T17:00:00Z')).toEqual(['Ruta atrasada: «Plan de emergencias»']);
    expect(await toCarla('2026-05-25T17:00:00Z')).toEqual([]);
    // The second (the 29th) is four days stale on 2 June: left out; the third goes on its day.
    expect(await toCarla('2026-06-02T17:00:00Z')).toEqual([]);
    expect(await toCarla('2026-06-05T17:00:00Z')).toEqual(['Ruta atrasada: «Plan de emergencias»']);
  });
});

describe('renewal on expiry', () => {
  it('assigns the route again once, due 30 days after the expiry, and shows «Certificado vencido»', async () => {
    const c = (await company(t.app, 'Vigías del Norte S.A.S.', '900999333-1')).id;
    const eva = await learnerWithCargo(t.app, c, 'Brigadista', 'Eva Mora');
    await passedWithCertificate(t.app, {
      userId: eva.id,
      routeId,
      issuedAt: '2025-05-02T15:00:00Z',
      expiresAt: '2026-05-02T15:00:00Z',
    });
    clock.set('2026-05-01T17:00:00Z');
    expect(await t.app.container.trainingPlanJob.createRenewals(clock.now())).toBe(0);
    clock.set('2026-05-02T17:00:00Z');
    const job = t.app.container.trainingPlanJob;
    expect(await job.createRenewals(clock.now())).toBe(1);
    expect(await otherRunner().createRenewals(clock.now())).toBe(0);
    const rows = await t.app.container.trainingPlans.evaluate({ companyId: c }, clock.now());
    expect(rows).toEqual([
      expect.objectContaining({ userId: eva.id, status: 'expired', dueDate: '2026-06-01', mandatory: true }),
    ]);

    // A new certificate after the expiry ends the renewal: completed, and no second renewal is made.
    await passedWithCertificate(t.app, {
      userId: eva.id,
      routeId,
      issuedAt: '2026-05-20T15:00:00Z',
      expiresAt: '2027-05-20T15:00:00Z',
    });
    clock.set('2026-05-21T17:00:00Z');
    expect(await job.createRenewals(clock.now())).toBe(0);
    const after = await t.app.container.trainingPlans.evaluate({ companyId: c }, clock.now());
    expect(after.map((row) => row.status)).toEqual(['completed_on_time']);
  });
});
