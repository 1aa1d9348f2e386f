import {
  COMPANY_LEAD_PROFILE,
  standardsOfSet,
  type CycleDetail,
  type CycleList,
  type PhvaTrainingPlan,
} from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, multipartFile, sampleFiles, signedIn, signedInAdmin, textItem } from '../../test/factories.js';
import { company, learnerOf, member } from '../../test/people.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let learner: string;
let leadA: string;
let leadB: string;
let companyA: string;
let companyB: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const detailOf = async (id: string) => (await call('GET', `/api/admin/phva/cycles/${id}`, admin)).json<CycleDetail>();
const auditCount = async (id: string) =>
  (await t.app.database.db.selectFrom('audit_log').select('id').where('entity_id', '=', id).execute()).length;

async function newCycle(cookie: string, companyId: string, period = 2026): Promise<CycleDetail> {
  const response = await call('POST', '/api/admin/phva/cycles', cookie, { companyId, period });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CycleDetail>();
}

const plan = {
  responsibleName: 'Laura Gómez Restrepo',
  evaluationDate: '2026-03-10',
  standardSet: 21,
  schedule: { I: '2026-03-12' },
};

/** Assesses every standard of the cycle's set: `cumple`, except what `except` says. */
async function assessAll(cookie: string, cycle: CycleDetail, except: Record<string, object> = {}) {
  for (const s of standardsOfSet(cycle.standardSet)) {
    const body = except[s.code] ?? { status: 'cumple', notes: '' };
    const response = await call('PUT', `/api/admin/phva/cycles/${cycle.id}/assessments/${s.code}`, cookie, body);
    expect(response.statusCode, response.body).toBe(200);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
  learner = (await signedIn(t.app)).cookie;
  companyA = (await company(t.app, 'Constructora Andina S.A.S.', '900123456-1')).id; // 20 workers, class III → 21
  companyB = (await company(t.app, 'Logística del Caribe S.A.S.', '800197268-4')).id;
  leadA = (await member(t.app, COMPANY_LEAD_PROFILE, companyA)).cookie;
  leadB = (await member(t.app, COMPANY_LEAD_PROFILE, companyB)).cookie;
});
afterAll(() => t.close());

describe('who may use each endpoint', () => {
  let cycle: CycleDetail;
  beforeAll(async () => {
    cycle = await newCycle(leadA, companyA);
    await call('POST', `/api/admin/phva/cycles/${cycle.id}/actions`, leadA, {
      code: '1.2.1',
      what: 'Programar la capacitación anual',
      owner: 'Laura Gómez',
      dueDate: '2026-06-30',
    });
  });

  const endpoints = (): [Method, string, object?][] => {
    const actionId = 'x';
    return [
      ['GET', `/api/admin/phva/cycles/${cycle.id}`],
      ['PUT', `/api/admin/phva/cycles/${cycle.id}/plan`, plan],
      ['PUT', `/api/admin/phva/cycles/${cycle.id}/assessments/1.1.1`, { status: 'cumple' }],
      ['GET', `/api/admin/phva/cycles/${cycle.id}/training-records`],
      ['GET', `/api/admin/phva/cycles/${cycle.id}/training-plan`],
      ['POST', `/api/admin/phva/cycles/${cycle.id}/assessments/1.2.1/training-records`],
      ['POST', `/api/admin/phva/cycles/${cycle.id}/phase`, { phase: 'hacer' }],
      [
        'POST',
        `/api/admin/phva/cycles/${cycle.id}/actions`,
        { code: '1.1.1', what: 'Designar', owner: 'Gerencia', dueDate: '2026-05-01' },
      ],
      [
        'PUT',
        `/api/admin/phva/cycles/${cycle.id}/actions/${actionId}`,
        { code: '1.1.1', what: 'Designar', owner: 'Gerencia', dueDate: '2026-05-01' },
      ],
      ['POST', `/api/admin/phva/cycles/${cycle.id}/actions/${actionId}/route`, { routeId: 'r', userIds: ['u'] }],
      ['GET', `/api/admin/phva/cycles/${cycle.id}/evidence/f`],
      ['DELETE', `/api/admin/phva/cycles/${cycle.id}/evidence/f`],
      ['POST', `/api/admin/phva/cycles/${cycle.id}/close`],
      ['GET', `/api/admin/phva/cycles/${cycle.id}/report.pdf`],
    ];
  };

  it('answers 401 to nobody, 403 to a learner, on every endpoint', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/admin/phva/cycles'] as [Method, string],
      ['POST', '/api/admin/phva/cycles', { companyId: companyA, period: 2026 }] as [Method, string, object],
      ['GET', '/api/admin/phva/routes'] as [Method, string],
      ...endpoints(),
    ]) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, learner, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers 404 to the lead of another company and changes nothing', async () => {
    const before = await detailOf(cycle.id);
    const entries = await auditCount(cycle.id);
    for (const [method, url, body] of endpoints()) {
      const response = await call(method, url, leadB, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await detailOf(cycle.id)).toEqual(before);
    expect(await auditCount(cycle.id)).toBe(entries);
    const list = (await call('GET', '/api/admin/phva/cycles', leadB)).json<CycleList>();
    expect(list.items.map((c) => c.id)).not.toContain(cycle.id);
  });

  it('lets the Superadministrador read and write any company’s cycle', async () => {
    expect((await call('GET', `/api/admin/phva/cycles/${cycle.id}`, admin)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/phva/cycles/${cycle.id}/plan`, admin, plan)).statusCode).toBe(200);
    const list = (await call('GET', '/api/admin/phva/cycles', admin)).json<CycleList>();
    expect(list.items.map((c) => c.id)).toContain(cycle.id);
  });
});

describe('creating and planning a cycle', () => {
  it('a lead creates a cycle for their own company, with the set its size and class give, audited', async () => {
    const cycle = await newCycle(leadA, companyA);
    expect(cycle).toMatchObject({
      companyId: companyA,
      phase: 'planear',
      status: 'abierto',
      standardSet: 21,
      suggestedSet: 21,
    });
    expect(cycle.suggestedSetReason).toMatch(/art\. 9/);
    expect(await auditCount(cycle.id)).toBe(1);
  });

  it('a lead cannot create a cycle for another company: 404 and nothing stored', async () => {
    const before = (await call('GET', '/api/admin/phva/cycles', admin)).json<CycleList>().items.length;
    const response = await call('POST', '/api/admin/phva/cycles', leadA, { companyId: companyB, period: 2026 });
    expect(response.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/phva/cycles', admin)).json<CycleList>().items).toHaveLength(before);
  });

  it('refuses a period before the resolution in Spanish', async () => {
    const response = await call('POST', '/api/admin/phva/cycles', leadA, { companyId: companyA, period: 2010 });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('anterior a 2019');
  });

  it('overriding the set needs a justification; without one nothing changes', async () => {
    const cycle = await newCycle(leadA, companyA);
    const refused = await call('PUT', `/api/admin/phva/cycles/${cycle.id}/plan`, leadA, { ...plan, standardSet: 60 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { details: { fields: { path: string }[] } } }>().error.details.fields[0]?.path).toBe(
      'setJustification',
    );
    expect((await detailOf(cycle.id)).standardSet).toBe(21);
    const accepted = await call('PUT', `/api/admin/phva/cycles/${cycle.id}/plan`, leadA, {
      ...plan,
      standardSet: 60,
      setJustification: 'La ARL reclasificó la actividad principal en riesgo IV desde enero.',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<CycleDetail>()).toMatchObject({ standardSet: 60, schedule: { I: '2026-03-12' } });
  });
});

describe('assessing, verifying and closing', () => {
  it('scores what the lead assessed, with a justified no aplica, and compares with the previous cycle', async () => {
    const cycle = await newCycle(leadA, companyA, 2024);
    const unjustified = await call('PUT', `/api/admin/phva/cycles/${cycle.id}/assessments/1.1.8`, leadA, {
      status: 'no_aplica',
    });
    expect(unjustified.statusCode).toBe(400);
    expect(unjustified.body).toContain('no aplica');
    expect((await detailOf(cycle.id)).assessments).toHaveLength(0);
    const outside = await call('PUT', `/api/admin/phva/cycles/${cycle.id}/assessments/7.1.1`, leadA, {
      status: 'cumple',
    });
    expect(outside.statusCode).toBe(404);

    await assessAll(leadA, cycle, {
      '1.1.8': { status: 'no_aplica', justification: 'Menos de 10 personas en la sede: funciona un vigía.' },
      '5.1.1': { status: 'no_cumple', notes: 'No se hizo el simulacro de 2024.' },
    });
    const verified = (
      await call('POST', `/api/admin/phva/cycles/${cycle.id}/phase`, leadA, { phase: 'verificar' })
    ).json<CycleDetail>();
    expect(verified.result).toMatchObject({ score: 95.24, rating: 'aceptable', missing: [] });
    expect(verified).toMatchObject({ phase: 'verificar', score: 95.24, rating: 'aceptable' });

    const closed = await call('POST', `/api/admin/phva/cycles/${cycle.id}/close`, leadA);
    expect(closed.statusCode, closed.body).toBe(200);
    const next = await newCycle(leadA, companyA, 2025);
    expect(next.previous).toMatchObject({ id: cycle.id, period: 2024, result: { score: 95.24 } });
  });

  it('closing needs every standard assessed; a closed cycle refuses every write and keeps its record', async () => {
    const cycle = await newCycle(leadA, companyA);
    const early = await call('POST', `/api/admin/phva/cycles/${cycle.id}/close`, leadA);
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain('Faltan');
    await assessAll(leadA, cycle);
    expect((await call('POST', `/api/admin/phva/cycles/${cycle.id}/close`, leadA)).statusCode).toBe(200);
    const before = await detailOf(cycle.id);
    expect(before).toMatchObject({ status: 'cerrado', score: 100, rating: 'aceptable' });
    const entries = await auditCount(cycle.id);
    for (const [method, url, body] of [
      ['PUT', `/api/admin/phva/cycles/${cycle.id}/plan`, plan],
      ['PUT', `/api/admin/phva/cycles/${cycle.id}/assessments/1.1.1`, { status: 'no_cumple' }],
      ['POST', `/api/admin/phva/cycles/${cycle.id}/phase`, { phase: 'hacer' }],
      ['POST', `/api/admin/phva/cycles/${cycle.id}/close`],
      [
        'POST',
        `/api/admin/phva/cycles/${cycle.id}/actions`,
        { code: '1.1.1', what: 'Designar', owner: 'Gerencia', dueDate: '2026-05-01' },
      ],
      ['POST', `/api/admin/phva/cycles/${cycle.id}/assessments/1.2.1/training-records`],
    ] as [Method, string, object?][]) {
      const response = await call(method, url, admin, body);
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({
        code: 'CYCLE_CLOSED',
        message: expect.stringContaining('cree un ciclo nuevo') as string,
      });
    }
    const upload = multipartFile('acta.pdf', sampleFiles.pdf);
    const locked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/phva/cycles/${cycle.id}/assessments/1.1.1/evidence`,
      headers: { ...upload.headers, cookie: leadA },
      payload: upload.payload,
    });
    expect(locked.statusCode).toBe(409);
    expect(await detailOf(cycle.id)).toEqual(before);
    expect(await auditCount(cycle.id)).toBe(entries);
  });

  it('the report is a PDF of the whole cycle', async () => {
    const cycle = await newCycle(leadA, companyA);
    const response = await call('GET', `/api/admin/phva/cycles/${cycle.id}/report.pdf`, leadA);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('evidence files', () => {
  it('attaches a PDF to a standard, serves it to the lead and the admin only, and refuses other types', async () => {
    const cycle = await newCycle(leadA, companyA);
    const pdf = multipartFile('Acta COPASST marzo 2026.pdf', sampleFiles.pdf);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/phva/cycles/${cycle.id}/assessments/1.1.6/evidence`,
      headers: { ...pdf.headers, cookie: leadA },
      payload: pdf.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    const evidence = added.json<CycleDetail>().assessments.find((a) => a.code === '1.1.6')?.evidence ?? [];
    expect(evidence).toEqual([
      expect.objectContaining({ name: 'Acta COPASST marzo 2026.pdf', mime: 'application/pdf' }),
    ]);
    const fileUrl = `/api/admin/phva/cycles/${cycle.id}/evidence/${evidence[0]?.id ?? ''}`;
    expect((await call('GET', fileUrl, leadA)).statusCode).toBe(200);
    expect((await call('GET', fileUrl, admin)).statusCode).toBe(200);
    expect((await call('GET', fileUrl, leadB)).statusCode).toBe(404);

    const exe = multipartFile('informe.pdf', sampleFiles.exe);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/phva/cycles/${cycle.id}/assessments/1.1.6/evidence`,
      headers: { ...exe.headers, cookie: leadA },
      payload: exe.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect((await detailOf(cycle.id)).assessments.find((a) => a.code === '1.1.6')?.evidence).toHaveLength(1);

    const removed = await call('DELETE', fileUrl, leadA);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CycleDetail>().assessments.find((a) => a.code === '1.1.6')?.evidence ?? []).toHaveLength(0);
  });

  it('takes spreadsheets (XLSX, ODS, CSV) as evidence, sent back as downloads, and refuses a ZIP named .xlsx', async () => {
    const cycle = await newCycle(leadA, companyA);
    const upload = (name: string, bytes: Buffer) => {
      const file = multipartFile(name, bytes);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/phva/cycles/${cycle.id}/assessments/2.1.1/evidence`,
        headers: { ...file.headers, cookie: leadA },
        payload: file.payload,
      });
    };
    for (const [name, bytes] of [
      ['Matriz de peligros 2026.xlsx', sampleFiles.xlsx],
      ['Indicadores.ods', sampleFiles.ods],
      ['Asistentes inducción.csv', sampleFiles.csv],
    ] as const) {
      expect((await upload(name, bytes)).statusCode, name).toBe(201);
    }
    const evidence = (await detailOf(cycle.id)).assessments.find((a) => a.code === '2.1.1')?.evidence ?? [];
    expect(evidence.map((file) => file.mime)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.oasis.opendocument.spreadsheet',
      'text/csv',
    ]);
    const download = await call('GET', `/api/admin/phva/cycles/${cycle.id}/evidence/${evidence[0]?.id ?? ''}`, leadA);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.rawPayload.equals(sampleFiles.xlsx)).toBe(true);

    const disguised = await upload('matriz.xlsx', sampleFiles.zip);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().error.message).toContain('hoja de cálculo');
    expect((await detailOf(cycle.id)).assessments.find((a) => a.code === '2.1.1')?.evidence).toHaveLength(3);
  });

  it('attaches the academy’s training records as a PDF only to a training standard', async () => {
    const cycle = await newCycle(leadA, companyA);
    const records = await call('GET', `/api/admin/phva/cycles/${cycle.id}/training-records`, leadA);
    expect(records.statusCode).toBe(200);
    const wrong = await call('POST', `/api/admin/phva/cycles/${cycle.id}/assessments/1.1.1/training-records`, leadA);
    expect(wrong.statusCode).toBe(400);
    const attached = await call('POST', `/api/admin/phva/cycles/${cycle.id}/assessments/1.2.1/training-records`, leadA);
    expect(attached.statusCode, attached.body).toBe(201);
    const evidence = attached.json<CycleDetail>().assessments.find((a) => a.code === '1.2.1')?.evidence ?? [];
    expect(evidence.map((e) => e.name)).toEqual(['registros-de-formacion-1.2.1.pdf']);
  });
});

describe('the training plan as evidence', () => {
  it('counts the cycle company’s covered people by status today, and no other company’s', async () => {
    const cycle = await newCycle(leadA, companyA);
    const empty = await call('GET', `/api/admin/phva/cycles/${cycle.id}/training-plan`, leadA);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<PhvaTrainingPlan>().total).toBe(0);

    const route = await createRoute(t.app, admin, {
      title: 'Plan anual: inducción',
      items: [textItem('Bienvenida')],
      publish: true,
    });
    await learnerOf(t.app, companyA, 'Marta Rincón');
    await learnerOf(t.app, companyA, 'Jorge Ibáñez');
    await learnerOf(t.app, companyB, 'Otra Empresa');
    const assigned = await call('POST', '/api/admin/training-plans/assignments', leadA, {
      routeId: route.id,
      targetKind: 'company',
      companyId: companyA,
      dueDate: '2030-12-31',
    });
    expect(assigned.statusCode, assigned.body).toBe(201);

    const plan = (
      await call('GET', `/api/admin/phva/cycles/${cycle.id}/training-plan`, leadA)
    ).json<PhvaTrainingPlan>();
    expect(plan.companyId).toBe(companyA);
    expect(plan.counts.assigned).toBe(plan.total);
    expect(plan.total).toBeGreaterThanOrEqual(2);
    const fromPlanPage = await call('GET', `/api/admin/training-plans/compliance?companyId=${companyA}`, admin);
    expect(plan.total).toBe(fromPlanPage.json<{ total: number }>().total);
  });
});

describe('improvement actions', () => {
  it('flags an overdue action and assigns a route to the company’s people as a training action', async () => {
    const cycle = await newCycle(leadA, companyA);
    const late = await call('POST', `/api/admin/phva/cycles/${cycle.id}/actions`, leadA, {
      code: '1.2.1',
      what: 'Hacer la reinducción en SST de todo el personal',
      owner: 'Laura Gómez',
      dueDate: '2020-01-31',
    });
    expect(late.statusCode, late.body).toBe(201);
    const action = late.json<CycleDetail>().actions[0];
    expect(action).toMatchObject({ status: 'pendiente', overdue: true, routeId: null });

    const route = await createRoute(t.app, admin, {
      publish: true,
      title: 'Inducción y reinducción en SST',
      items: [textItem('Qué es el SG-SST')],
    });
    const worker = await learnerOf(t.app, companyA);
    const outsider = await learnerOf(t.app, companyB);
    const url = `/api/admin/phva/cycles/${cycle.id}/actions/${action?.id ?? ''}/route`;
    const refused = await call('POST', url, leadA, { routeId: route.id, userIds: [worker.id, outsider.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('personas de la empresa evaluada');
    const assigned = await call('POST', url, leadA, { routeId: route.id, userIds: [worker.id] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<CycleDetail>().actions[0]).toMatchObject({
      routeId: route.id,
      routeTitle: 'Inducción y reinducción en SST',
      assignedCount: 1,
      status: 'en_curso',
    });

    const updated = await call('PUT', `/api/admin/phva/cycles/${cycle.id}/actions/${action?.id ?? ''}`, leadA, {
      code: '1.2.1',
      what: 'Hacer la reinducción en SST de todo el personal',
      owner: 'Laura Gómez',
      dueDate: '2020-01-31',
      status: 'cumplida',
      closingEvidence: 'Listado de asistencia firmado.',
    });
    expect(updated.json<CycleDetail>().actions[0]).toMatchObject({ status: 'cumplida', overdue: false });
  });

  it('refuses a route as the action of a standard that is not about training', async () => {
    const cycle = await newCycle(leadA, companyA);
    const created = await call('POST', `/api/admin/phva/cycles/${cycle.id}/actions`, leadA, {
      code: '2.1.1',
      what: 'Firmar la política',
      owner: 'Gerencia',
      dueDate: '2026-12-01',
    });
    const action = created.json<CycleDetail>().actions[0];
    const response = await call('POST', `/api/admin/phva/cycles/${cycle.id}/actions/${action?.id ?? ''}/route`, leadA, {
      routeId: 'x',
      userIds: ['y'],
    });
    expect(response.statusCode).toBe(400);
  });
});
