import crypto from 'node:crypto';
import {
  ADMIN_PROFILE,
  COMPANY_LEAD_PROFILE,
  LEARNER_PROFILE,
  type AdminUserDetail,
  type UserList,
} from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, createRoute, textItem } from '../../test/factories.js';
import { company, learnerOf, member } from '../../test/people.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: { cookie: string };
let andina: { id: string };
let valle: { id: string };
let leadA: Awaited<ReturnType<typeof member>>;
let leadB: Awaited<ReturnType<typeof member>>;
let workerA: Awaited<ReturnType<typeof member>>;
let workerB: Awaited<ReturnType<typeof member>>;
let learner: Awaited<ReturnType<typeof member>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  andina = await company(t.app, 'Constructora Andina S.A.S.', '900123456-8');
  valle = await company(t.app, 'Servicios Contables del Valle Ltda.', '800765432-3');
  leadA = await member(t.app, COMPANY_LEAD_PROFILE, andina.id, 'Diana Marcela Rojas');
  leadB = await member(t.app, COMPANY_LEAD_PROFILE, valle.id, 'Héctor Fabio Cárdenas');
  workerA = await learnerOf(t.app, andina.id, 'Íngrid Muñoz');
  workerB = await learnerOf(t.app, valle.id, 'Sebastián Peñaloza');
  learner = await learnerOf(t.app, null);
  await t.app.database.db
    .updateTable('users')
    .set({ tipo_documento: 'CC', numero_documento: '52123456', cargo: 'Soldadora' })
    .where('id', '=', workerA.id)
    .execute();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PATCH', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

/** Every users endpoint about one person, with a body that would be valid. */
function endpointsFor(id: string) {
  return [
    () => ['GET', `/api/admin/users/${id}`, undefined] as const,
    () => ['PATCH', `/api/admin/users/${id}`, { cargo: 'Conductor' }] as const,
    () => ['POST', `/api/admin/users/${id}/deactivate`, undefined] as const,
    () => ['POST', `/api/admin/users/${id}/reactivate`, undefined] as const,
    () => ['POST', `/api/admin/users/${id}/invitation`, undefined] as const,
    () => ['POST', `/api/admin/users/${id}/password-reset`, undefined] as const,
  ].map((make) => make());
}
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string | undefined, payload?: object) =>
  method === 'GET' ? get(url, cookie) : send(method, url, cookie, payload);

const newPerson = (overrides: Record<string, unknown> = {}) => ({
  nombre: 'Camilo Andrés Zúñiga',
  email: `camilo.${crypto.randomBytes(3).toString('hex')}@andina.co`,
  tipoDocumento: null,
  numeroDocumento: null,
  cargo: 'Conductor',
  empresaId: null,
  perfil: LEARNER_PROFILE,
  ...overrides,
});

describe('who may use the users endpoints', () => {
  it('answers 401 to anonymous and 403 to a learner on every endpoint', async () => {
    const all = [
      ['GET', '/api/admin/users', undefined] as const,
      ['GET', '/api/admin/users/export', undefined] as const,
      ['GET', '/api/admin/users/company-options', undefined] as const,
      ['POST', '/api/admin/users', newPerson()] as const,
      ...endpointsFor(workerA.id),
    ];
    for (const [method, url, payload] of all) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, learner.cookie, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("gives a lead of company A 404 for every endpoint about company B's people", async () => {
    for (const [method, url, payload] of endpointsFor(workerB.id)) {
      const response = await call(method, url, leadA.cookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // And nothing changed.
    const detail = (await get(`/api/admin/users/${workerB.id}`, admin.cookie)).json<AdminUserDetail>();
    expect(detail.user).toMatchObject({ active: true, cargo: null });
  });

  it('lets a lead act only on learners: 403 for their own company’s other lead or admin', async () => {
    const colleague = await member(t.app, COMPANY_LEAD_PROFILE, andina.id);
    const companyAdmin = await member(t.app, ADMIN_PROFILE, andina.id);
    for (const target of [colleague.id, companyAdmin.id]) {
      for (const [method, url, payload] of endpointsFor(target).slice(1)) {
        expect((await call(method, url, leadA.cookie, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('keeps a lead creating and editing learners of their own company only', async () => {
    const created = await send('POST', '/api/admin/users', leadA.cookie, newPerson());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ empresa: { id: andina.id }, perfil: LEARNER_PROFILE });
    const id = created.json<{ id: string }>().id;
    for (const payload of [
      newPerson({ perfil: COMPANY_LEAD_PROFILE }),
      newPerson({ perfil: ADMIN_PROFILE }),
      newPerson({ empresaId: valle.id }),
    ]) {
      expect((await send('POST', '/api/admin/users', leadA.cookie, payload)).statusCode).toBe(403);
    }
    expect((await send('PATCH', `/api/admin/users/${id}`, leadA.cookie, { empresaId: valle.id })).statusCode).toBe(403);
    expect((await send('PATCH', `/api/admin/users/${id}`, leadA.cookie, { empresaId: null })).statusCode).toBe(403);
    for (const perfil of [COMPANY_LEAD_PROFILE, ADMIN_PROFILE]) {
      expect((await send('PATCH', `/api/admin/users/${id}`, leadA.cookie, { perfil })).statusCode).toBe(403);
    }
    const edited = await send('PATCH', `/api/admin/users/${id}`, leadA.cookie, {
      cargo: 'Soldador',
      empresaId: andina.id,
    });
    expect(edited.json()).toMatchObject({ cargo: 'Soldador' });
    expect((await send('POST', `/api/admin/users/${id}/deactivate`, leadA.cookie)).json()).toMatchObject({
      active: false,
    });
    expect((await send('POST', `/api/admin/users/${id}/reactivate`, leadA.cookie)).json()).toMatchObject({
      active: true,
    });
    const [entry] = await t.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', id)
      .where('action', '=', 'user.create')
      .execute();
    expect(entry).toMatchObject({ actor_id: leadA.id, actor_perfil: COMPANY_LEAD_PROFILE, company_id: andina.id });
  });

  it('tells a lead without a company that they have none', async () => {
    const orphan = await member(t.app, COMPANY_LEAD_PROFILE, null);
    const response = await get('/api/admin/users', orphan.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('NO_COMPANY_ASSIGNED');
  });
});

describe('list, filters and export', () => {
  it('forces a lead’s list to their company, whatever company they ask for', async () => {
    const list = (await get(`/api/admin/users?empresaId=${valle.id}&pageSize=100`, leadA.cookie)).json<UserList>();
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((user) => user.empresa?.id === andina.id)).toBe(true);
    const options = (await get('/api/admin/users/company-options', leadA.cookie)).json<{ items: { id: string }[] }>();
    expect(options.items.map((option) => option.id)).toEqual([andina.id]);
  });

  it('filters by company, profile, status and by document number in the search', async () => {
    const byDocument = (await get('/api/admin/users?q=5212345', admin.cookie)).json<UserList>();
    expect(byDocument.items.map((user) => user.id)).toEqual([workerA.id]);
    expect(byDocument.items[0]).toMatchObject({
      tipoDocumento: 'CC',
      numeroDocumento: '52123456',
      cargo: 'Soldadora',
      hasConsented: true,
    });
    const leads = (
      await get(
        `/api/admin/users?perfil=${encodeURIComponent(COMPANY_LEAD_PROFILE)}&empresaId=${valle.id}`,
        admin.cookie,
      )
    ).json<UserList>();
    expect(leads.items.map((user) => user.id)).toEqual([leadB.id]);
    const inactive = (
      await get(`/api/admin/users?status=inactive&empresaId=${valle.id}`, admin.cookie)
    ).json<UserList>();
    expect(inactive.total).toBe(0);
    expect((await get('/api/admin/users?status=borrado', admin.cookie)).statusCode).toBe(400);
  });

  it('exports the filtered list as UTF-8 CSV with a BOM and ; separators, in the lead’s scope', async () => {
    const response = await get(`/api/admin/users/export?empresaId=${andina.id}`, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="usuarios\.csv"/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'nombre;email;tipo_documento;numero_documento;cargo;empresa_nit;perfil;empresa;estado;creado',
    );
    const ingrid = lines.find((line) => line.startsWith('Íngrid Muñoz;'));
    expect(ingrid).toMatch(
      /^Íngrid Muñoz;[^;]+;CC;52123456;Soldadora;900123456-8;Aprendiz;Constructora Andina S\.A\.S\.;Activo;\d{4}-\d{2}-\d{2}$/,
    );
    expect(lines.some((line) => line.includes('Peñaloza'))).toBe(false);

    const leadExport = (await get(`/api/admin/users/export?empresaId=${valle.id}`, leadA.cookie)).rawPayload.toString(
      'utf8',
    );
    expect(leadExport).toContain('Íngrid Muñoz');
    expect(leadExport).not.toContain('Sebastián Peñaloza');
    const learners = (
      await get(`/api/admin/users/export?perfil=Aprendiz&q=52123456`, admin.cookie)
    ).rawPayload.toString('utf8');
    expect(learners.trimEnd().split('\r\n')).toHaveLength(2);
  });
});

describe('a person’s page and their certificates', () => {
  it('shows routes and certificates, and lets only the right people download the PDF', async () => {
    const route = await createRoute(t.app, admin.cookie, {
      title: 'Trabajo seguro en alturas',
      items: [textItem('Arnés')],
      publish: true,
    });
    // "Empezar la ruta" enrols (viewing does not).
    await t.app.inject({ method: 'POST', url: `/api/routes/${route.id}/start`, headers: { cookie: workerA.cookie } });
    const now = new Date().toISOString();
    const sessionId = crypto.randomUUID();
    const db = t.app.database.db;
    await db
      .insertInto('evaluation_sessions')
      .values({
        id: sessionId,
        route_id: route.id,
        user_id: workerA.id,
        kind: 'test',
        attempt: 1,
        status: 'finished',
        current_item_id: null,
        answered: 10,
        theta: 1,
        se: 0.3,
        score: 90,
        passed: 1,
        pass_mark: 80,
        stop_reason: 'se',
        mastery: '[]',
        seed: 1,
        started_at: now,
        finished_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('certificates')
      .values({
        id: crypto.randomUUID(),
        code: 'SST-TEST-0000-0001',
        user_id: workerA.id,
        route_id: route.id,
        session_id: sessionId,
        learner_name: 'Íngrid Muñoz',
        document_number: '52123456',
        route_title: route.title,
        hours: 4,
        score: 90,
        issued_at: now,
        revoked_at: null,
      })
      .execute();

    const detail = (await get(`/api/admin/users/${workerA.id}`, leadA.cookie)).json<AdminUserDetail>();
    expect(detail.user).toMatchObject({ nombre: 'Íngrid Muñoz', empresa: { id: andina.id } });
    expect(detail.routes.map((r) => r.title)).toEqual(['Trabajo seguro en alturas']);
    expect(detail.certificates).toEqual([expect.objectContaining({ code: 'SST-TEST-0000-0001', score: 90 })]);

    const pdf = (cookie: string) => get('/api/certificates/SST-TEST-0000-0001/pdf', cookie);
    expect((await pdf(leadA.cookie)).headers['content-type']).toBe('application/pdf');
    expect((await pdf(workerA.cookie)).statusCode).toBe(200);
    expect((await pdf(leadB.cookie)).statusCode).toBe(404);
    expect((await pdf(workerB.cookie)).statusCode).toBe(404);
  });
});
