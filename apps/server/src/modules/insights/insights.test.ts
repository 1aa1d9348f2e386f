import crypto from 'node:crypto';
import type { AtRisk, Funnel, InsightGain, RouteInsight, WeakTopics } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/clock/clock.js';
import { signedIn, signedInAdmin } from '../../test/factories.js';
import { auditOf } from '../../test/people.js';
import { createTestApp, plainText, readOutbox, type TestApp } from '../../test/test-app.js';
import { buildDataset, NOW } from '../../test/insight-dataset.js';

let t: TestApp;
let admin: string;
let learner: string;
let data: Awaited<ReturnType<typeof buildDataset>>;

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

beforeAll(async () => {
  t = await createTestApp({}, { clock: fixedClock(NOW) });
  admin = (await signedInAdmin(t.app)).cookie;
  learner = (await signedIn(t.app)).cookie;
  data = await buildDataset(t.app, admin);
});
afterAll(() => t.close());

describe('funnel', () => {
  const counts = (funnel: Funnel) => funnel.steps.map((s) => [s.label, s.count, s.drop]);

  it('counts the people enrolled in the period at each step, in route order, with the drop', async () => {
    const response = await get(`/api/admin/insights/funnel?routeId=${data.route.id}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(counts(response.json<Funnel>())).toEqual([
      ['Inscritos', 4, null],
      ['Prueba inicial terminada', 4, 0],
      ['1. Introducción', 3, 1],
      ['2. Equipos de protección', 2, 1],
      ['3. Rescate', 2, 0],
      ['Evaluación final presentada', 2, 0],
      ['Evaluación final aprobada', 1, 1],
    ]);
    expect(response.json<Funnel>().steps[2]?.dropShare).toBeCloseTo(0.25);
  });

  it('narrows to one company and to a longer period', async () => {
    const companyA = await get(`/api/admin/insights/funnel?routeId=${data.route.id}&companyId=${data.companyA}`, admin);
    expect(counts(companyA.json<Funnel>()).map((s) => s[1])).toEqual([3, 3, 2, 1, 1, 1, 1]);
    const year = await get(`/api/admin/insights/funnel?routeId=${data.route.id}&period=12m`, admin);
    expect(counts(year.json<Funnel>()).map((s) => s[1])).toEqual([5, 5, 4, 3, 3, 3, 2]);
    const custom = await get(
      `/api/admin/insights/funnel?routeId=${data.route.id}&period=custom&from=2026-03-01&to=2026-03-01`,
      admin,
    );
    expect(counts(custom.json<Funnel>()).map((s) => s[1])).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('explains bad filters in Spanish', async () => {
    const noRoute = await get('/api/admin/insights/funnel', admin);
    expect(noRoute.statusCode).toBe(400);
    expect(noRoute.json<{ error: { message: string } }>().error.message).toBe('Elija una ruta para ver su embudo.');
    const badPeriod = await get(
      `/api/admin/insights/funnel?routeId=${data.route.id}&period=custom&from=2026-06-10&to=2026-06-01`,
      admin,
    );
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.body).toContain('La fecha final debe ser igual o posterior a la inicial.');
    expect((await get('/api/admin/insights/funnel?routeId=nope', admin)).statusCode).toBe(404);
  });
});

describe('learning gain', () => {
  it('gives the means, the Hake gain and the distribution per route', async () => {
    const response = await get('/api/admin/insights/gain', admin);
    expect(response.statusCode, response.body).toBe(200);
    const [route] = response.json<InsightGain>().routes;
    // a1: 30 → 90 (g = 60/70); b1: 60 → 40 (g = −20/40).
    expect(route).toMatchObject({ people: 2, meanPre: 45, meanPost: 65 });
    expect(route?.meanHake).toBeCloseTo((60 / 70 - 0.5) / 2, 5);
    expect(route?.pre).toEqual({ min: 30, q1: 30, median: 30, q3: 60, max: 60 });
    expect(route?.hakeBuckets.map((b) => b.count)).toEqual([1, 0, 0, 1]);
    expect(route?.preBuckets[3]).toEqual({ from: 30, to: 40, count: 1 });
    expect(route?.postBuckets.at(-1)).toEqual({ from: 90, to: 100, count: 1 });
  });

  it('leaves a pre-test of 100 out of the Hake mean but counts the person', async () => {
    const [route] = (await get('/api/admin/insights/gain?period=12m', admin)).json<InsightGain>().routes;
    expect(route?.people).toBe(3);
    expect(route?.meanHake).toBeCloseTo((60 / 70 - 0.5) / 2, 5);
  });

  it('compares the share of correct answers per topic before and after', async () => {
    const { topics } = (await get('/api/admin/insights/gain', admin)).json<InsightGain>();
    expect(topics.map((x) => [x.topic, x.preAnswers, x.preCorrectShare, x.postAnswers, x.postCorrectShare])).toEqual([
      ['Conceptos básicos', 4, 0.25, 2, 0.5],
      ['Prácticas seguras', 4, 0.5, 2, 1],
    ]);
  });
});

describe('weak topics', () => {
  it('lists the topics with the lowest mastery and the items failed most', async () => {
    const response = await get('/api/admin/insights/weak-topics', admin);
    const { topics, items } = response.json<WeakTopics>();
    expect(topics.map((x) => [x.topic, x.answers])).toEqual([
      ['Conceptos básicos', 6],
      ['Prácticas seguras', 6],
    ]);
    expect(topics[0]?.correctShare).toBeCloseTo(2 / 6);
    expect(items.map((i) => [i.itemId, i.answers])).toEqual([
      [data.q1, 6],
      [data.q2, 6],
    ]);
    expect(items[0]?.wrongShare).toBeCloseTo(4 / 6);
    const leadView = (await get('/api/admin/insights/weak-topics', data.leadB.cookie)).json<WeakTopics>();
    // Company B's only answers in the period: b1's (q1 wrong twice, q2 right twice).
    expect(leadView.topics.map((x) => [x.topic, x.answers, x.correctShare])).toEqual([
      ['Conceptos básicos', 2, 0],
      ['Prácticas seguras', 2, 1],
    ]);
  });
});

describe('at-risk learners', () => {
  it('applies the rule: inactive, low pre-test with no progress, a failed final', async () => {
    const { total, items } = (await get('/api/admin/insights/at-risk', admin)).json<AtRisk>();
    expect(total).toBe(3);
    expect(items.map((r) => [r.nombre, r.criteria])).toEqual([
      ['Ángela Ruiz', ['inactive']],
      ['Andrés Núñez', ['low_pretest']],
      ['Bernardo Ríos', ['failed_final']],
    ]);
  });

  it('shows a lead only their own company', async () => {
    const { items } = (await get('/api/admin/insights/at-risk', data.leadA.cookie)).json<AtRisk>();
    // The criteria too: a company's panel computes the evaluation facts from that company's sessions alone.
    expect(items.map((r) => [r.nombre, r.criteria, r.preScore])).toEqual([
      ['Ángela Ruiz', ['inactive'], 50],
      ['Andrés Núñez', ['low_pretest'], 20],
    ]);
    expect((await get(`/api/admin/insights/at-risk?companyId=${data.companyB}`, data.leadA.cookie)).statusCode).toBe(
      404,
    );
  });

  it('e-mails a reminder once a day, audits it, and never reaches another company', async () => {
    const url = `/api/admin/insights/at-risk/${data.people.a3.id}/reminder`;
    const other = await post(`/api/admin/insights/at-risk/${data.people.b1.id}/reminder`, data.leadA.cookie, {
      routeId: data.route.id,
    });
    expect(other.statusCode).toBe(404);
    const sent = await post(url, data.leadA.cookie, { routeId: data.route.id });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.app.container.mailer.idle();
    const mail = readOutbox(t.config).find((eml) => eml.includes(`To: ${data.people.a3.email}`)) ?? '';
    const text = Buffer.from(plainText(mail), 'latin1').toString('utf8');
    expect(text).toContain('Le recordamos que tiene en curso la ruta «Trabajo seguro en alturas»');
    expect(text).toContain(`/rutas/${data.route.id}`);
    const again = await post(url, admin, { routeId: data.route.id });
    expect(again.statusCode).toBe(429);
    expect(again.body).toContain('Ya se envió un recordatorio a esta persona sobre esta ruta');
    const entries = (await auditOf(t.app, data.people.a3.id)).filter((e) => e.action === 'learner.remind');
    expect(entries).toHaveLength(1);
    expect(readOutbox(t.config).filter((eml) => eml.includes(`To: ${data.people.a3.email}`))).toHaveLength(1);
  });
});

describe('at-risk learners and sessions still in progress', () => {
  /** An unfinished session of the route, last changed at `updatedAt`. */
  const openSession = async (userId: string, kind: 'pretest' | 'test', updatedAt: string) => {
    const id = crypto.randomUUID();
    await t.app.database.db
      .insertInto('evaluation_sessions')
      .values({
        id,
        route_id: data.route.id,
        user_id: userId,
        kind,
        attempt: 2,
        status: 'in_progress',
        current_item_id: null,
        answered: 1,
        theta: 0,
        se: 1,
        score: null,
        passed: null,
        pass_mark: 80,
        stop_reason: null,
        mastery: null,
        seed: 1,
        started_at: updatedAt,
        finished_at: null,
        updated_at: updatedAt,
      })
      .execute();
    return id;
  };

  it('counts a final test under way as progress and an answer today as activity', async () => {
    // Andrés (low pre-test, nothing since) starts the final test yesterday and leaves it; Ángela (inactive)
    // answers a retaken pre-test today. Neither is finished, so only the sessions in progress say it.
    const ids = [
      await openSession(data.people.a2.id, 'test', '2026-06-14T15:00:00.000Z'),
      await openSession(data.people.a3.id, 'pretest', NOW),
    ];
    try {
      const { total, items } = (await get('/api/admin/insights/at-risk', admin)).json<AtRisk>();
      expect(items.map((r) => [r.nombre, r.criteria])).toEqual([['Bernardo Ríos', ['failed_final']]]);
      expect(total).toBe(1);
      const lead = (await get('/api/admin/insights/at-risk', data.leadA.cookie)).json<AtRisk>();
      expect(lead.total).toBe(0);
      const detail = (await get(`/api/admin/insights/routes/${data.route.id}`, data.leadA.cookie)).json<RouteInsight>();
      expect(detail.learners.map((l) => [l.nombre, l.lastActivityAt])).toContainEqual(['Ángela Ruiz', NOW]);
    } finally {
      await t.app.database.db.deleteFrom('evaluation_sessions').where('id', 'in', ids).execute();
    }
  });
});

describe('route detail', () => {
  it('gives per-item use, the bank, the company comparison and the learners', async () => {
    const response = await get(`/api/admin/insights/routes/${data.route.id}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<RouteInsight>();
    expect(detail.enrolled).toBe(4);
    expect(detail.items.map((i) => [i.title, i.started, i.completed, i.meanSeconds])).toEqual([
      ['Introducción', 3, 3, 600],
      ['Equipos de protección', 2, 2, 750],
      ['Rescate', 2, 2, 750],
    ]);
    expect(detail.items[0]?.completionShare).toBeCloseTo(0.75);
    const q1 = detail.bank.find((b) => b.itemId === data.q1);
    expect(q1).toMatchObject({ answers: 6 });
    expect(q1?.correctShare).toBeCloseTo(2 / 6);
    expect(detail.bank.filter((b) => b.answers === 0)).toHaveLength(6);
    expect(detail.companies.map((c) => [c.companyName, c.enrolled, c.passed, c.meanPre, c.meanPost])).toEqual([
      ['Constructora Andina S.A.S.', 3, 1, 30, 90],
      ['Logística del Caribe S.A.S.', 1, 0, 60, 40],
    ]);
    expect(detail.learners.map((l) => [l.nombre, l.itemsCompleted, l.preScore, l.bestFinalScore, l.passed])).toEqual([
      ['Ana Pérez', 3, 30, 90, true],
      ['Andrés Núñez', 0, 20, null, false],
      ['Ángela Ruiz', 1, 50, null, false],
      ['Bernardo Ríos', 3, 60, 40, false],
    ]);
  });

  it('shows a lead only their company in the comparison and the list', async () => {
    const detail = (await get(`/api/admin/insights/routes/${data.route.id}`, data.leadB.cookie)).json<RouteInsight>();
    expect(detail.companies.map((c) => [c.companyName, c.enrolled, c.passed, c.meanPre, c.meanPost])).toEqual([
      ['Logística del Caribe S.A.S.', 1, 0, 60, 40],
    ]);
    expect(detail.learners.map((l) => [l.nombre, l.itemsCompleted, l.preScore, l.bestFinalScore, l.passed])).toEqual([
      ['Bernardo Ríos', 3, 60, 40, false],
    ]);
  });
});

describe('CSV exports', () => {
  it('writes UTF-8 with a BOM, «;» and accents intact', async () => {
    const response = await get(`/api/admin/insights/export/funnel.csv?routeId=${data.route.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFFPaso;Personas;Abandonan;% que abandona\r\n')).toBe(true);
    expect(response.body).toContain('2. Equipos de protección;2;1;33,3\r\n');
    const learners = await get(
      `/api/admin/insights/export/route-learners.csv?routeId=${data.route.id}`,
      data.leadA.cookie,
    );
    expect(learners.body).toContain('Ángela Ruiz;Constructora Andina S.A.S.');
    expect(learners.body).not.toContain('Bernardo');
    const atRisk = await get('/api/admin/insights/export/at-risk.csv', admin);
    expect(atRisk.body).toContain('Prueba inicial baja sin avance');
    expect((await get('/api/admin/insights/export/nada.csv', admin)).statusCode).toBe(404);
    expect((await get('/api/admin/insights/export/route-items.csv', admin)).statusCode).toBe(400);
  });
});

describe('the simulator step and the training plans', () => {
  const db = () => t.app.database.db;
  async function scenario(status: 'draft' | 'published') {
    await db()
      .insertInto('simulator_scenarios')
      .values({
        route_id: data.route.id,
        title: 'Rescate en altura',
        definition: '{}',
        status,
        external_path: null,
        max_score: 10,
        source: 'admin',
        created_at: NOW,
        updated_at: NOW,
        updated_by: null,
      })
      .onConflict((oc) => oc.column('route_id').doUpdateSet({ status }))
      .execute();
  }
  async function attempt(userId: string, status: 'finished' | 'in_progress', passed: number | null) {
    await db()
      .insertInto('simulator_attempts')
      .values({
        id: crypto.randomUUID(),
        route_id: data.route.id,
        user_id: userId,
        definition: '{}',
        status,
        current_situation_id: null,
        score: 5,
        max_score: 10,
        passed,
        external: 0,
        started_at: '2026-06-11T15:00:00.000Z',
        updated_at: '2026-06-11T15:00:00.000Z',
        finished_at: status === 'finished' ? '2026-06-11T15:00:00.000Z' : null,
      })
      .execute();
  }
  const labels = async (query = '') =>
    (await get(`/api/admin/insights/funnel?routeId=${data.route.id}${query}`, admin))
      .json<Funnel>()
      .steps.map((s) => [s.label, s.count, s.drop]);

  it('adds «Simulador aprobado» before the final test only while the route has a published scenario', async () => {
    // Passed: a1 and a3 (cohort), b2 (enrolled in March, outside the cohort). b1 failed, a2 is still inside.
    await attempt(data.people.a1.id, 'finished', 1);
    await attempt(data.people.a3.id, 'finished', 0);
    await attempt(data.people.a3.id, 'finished', 1);
    await attempt(data.people.b1.id, 'finished', 0);
    await attempt(data.people.a2.id, 'in_progress', null);
    await attempt(data.people.b2.id, 'finished', 1);
    await scenario('draft');
    expect((await labels()).map((s) => s[0])).not.toContain('Simulador aprobado');
    await scenario('published');
    expect((await labels()).slice(4)).toEqual([
      ['3. Rescate', 2, 0],
      ['Simulador aprobado', 2, 0],
      ['Evaluación final presentada', 2, 0],
      ['Evaluación final aprobada', 1, 1],
    ]);
    expect((await labels(`&companyId=${data.companyB}`)).slice(4, 6)).toEqual([
      ['3. Rescate', 1, 0],
      ['Simulador aprobado', 0, 1],
    ]);
  });

  it('flags a person past the due date of their training plan, unless they passed the route', async () => {
    const assign = (target: { companyId: string } | { userId: string }, dueDate: string) =>
      db()
        .insertInto('training_assignments')
        .values({
          id: crypto.randomUUID(),
          route_id: data.route.id,
          target_kind: 'userId' in target ? 'person' : 'company',
          user_id: 'userId' in target ? target.userId : null,
          company_id: 'companyId' in target ? target.companyId : null,
          job_title: null,
          due_date: dueDate,
          mandatory: 1,
          origin: 'plan',
          renewal_of: null,
          created_by: null,
          created_at: '2026-05-01T15:00:00.000Z',
          archived_at: null,
        })
        .execute();
    // Company B due 10 June: b1 (failed final, no certificate) is overdue; b2 too for the plans (no certificate),
    // but passed the route, so the rule leaves b2 out. a3 is due on 20 June: not late yet.
    await assign({ companyId: data.companyB }, '2026-06-10');
    await assign({ userId: data.people.a3.id }, '2026-06-20');
    const { total, items } = (await get('/api/admin/insights/at-risk', admin)).json<AtRisk>();
    expect(total).toBe(3);
    expect(items.map((r) => [r.nombre, r.criteria])).toEqual([
      ['Bernardo Ríos', ['failed_final', 'overdue']],
      ['Ángela Ruiz', ['inactive']],
      ['Andrés Núñez', ['low_pretest']],
    ]);
    const lead = (await get('/api/admin/insights/at-risk', data.leadA.cookie)).json<AtRisk>();
    expect(lead.items.map((r) => r.nombre)).toEqual(['Ángela Ruiz', 'Andrés Núñez']);
    const csv = await get('/api/admin/insights/export/at-risk.csv', admin);
    expect(csv.body).toContain('Reprobó un intento de la evaluación final / Atrasado en su plan de capacitación');
  });
});

describe('who may use each endpoint', () => {
  const endpoints = (): [string, string, object?][] => [
    ['GET', '/api/admin/insights/routes'],
    ['GET', `/api/admin/insights/funnel?routeId=${data.route.id}`],
    ['GET', '/api/admin/insights/gain'],
    ['GET', '/api/admin/insights/weak-topics'],
    ['GET', '/api/admin/insights/at-risk'],
    ['POST', `/api/admin/insights/at-risk/${data.people.a1.id}/reminder`, { routeId: data.route.id }],
    ['GET', `/api/admin/insights/routes/${data.route.id}`],
    ['GET', `/api/admin/insights/export/funnel.csv?routeId=${data.route.id}`],
  ];

  it('answers 401 to anonymous callers and 403 to learners', async () => {
    for (const [method, url, payload] of endpoints()) {
      const anonymous = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asLearner = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: learner },
        ...(payload ? { payload } : {}),
      });
      expect(asLearner.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers 404 to a lead asking for another company', async () => {
    for (const [method, url, payload] of endpoints()) {
      // The list of routes is the same for everyone: it takes no company.
      if (method !== 'GET' || url.endsWith('/routes')) continue;
      const sep = url.includes('?') ? '&' : '?';
      const response = await get(`${url}${sep}companyId=${data.companyA}`, data.leadB.cookie);
      expect(response.statusCode, url).toBe(404);
      void payload;
    }
    const reminder = await post(`/api/admin/insights/at-risk/${data.people.a1.id}/reminder`, data.leadB.cookie, {
      routeId: data.route.id,
    });
    expect(reminder.statusCode).toBe(404);
  });
});
