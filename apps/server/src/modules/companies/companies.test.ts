import { COMPANY_LEAD_PROFILE, type AdminCompany, type CompanyInput, type CompanyList } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn, signedInAdmin } from '../../test/factories.js';
import { cookieHeader, createTestApp, createUser, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let learner: string;

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const input = (overrides: Partial<CompanyInput> = {}): CompanyInput => ({
  nombre: 'Metalmecánica del Norte S.A.S.',
  nit: '901234567-7',
  actividadEconomica: '2511 Fabricación de productos metálicos para uso estructural',
  claseRiesgo: 'III',
  trabajadores: 40,
  arl: 'ARL Sura',
  departamento: '05',
  municipio: '05001',
  direccion: 'Calle 10 # 43-20',
  responsableSstId: null,
  ...overrides,
});

async function createCompany(overrides: Partial<CompanyInput> = {}): Promise<AdminCompany> {
  const response = await send('POST', '/api/admin/companies', admin, input(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminCompany>();
}

/** A person of `companyId` with `perfil`, signed in. */
async function personOf(companyId: string, perfil = 'Aprendiz') {
  const user = await createUser(t.app, { perfil });
  await t.app.container.users.update(user.id, { empresaId: companyId });
  const response = await signIn(t.app, user.email, user.password);
  return { ...user, cookie: cookieHeader(response) };
}

const auditOf = (entityId: string) =>
  t.app.database.db.selectFrom('audit_log').selectAll().where('entity_id', '=', entityId).orderBy('at').execute();

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
  learner = (await signedIn(t.app)).cookie;
});
afterAll(() => t.close());

describe('creating a company', () => {
  it('stores the NIT in one form, shows the standards set and audits the creation', async () => {
    const company = await createCompany({ nit: '901.234.567 - 7', nombre: '  Metalmecánica   del Norte S.A.S. ' });
    expect(company).toMatchObject({
      nombre: 'Metalmecánica del Norte S.A.S.',
      nit: '901234567-7',
      estandares: 21,
      ubicacion: 'Medellín, Antioquia',
      personasActivas: 0,
      active: true,
      responsableSst: null,
    });
    const entries = await auditOf(company.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'company.create', entity_type: 'company', company_id: company.id });
    expect(JSON.parse(entries[0]?.changes ?? '{}')).toMatchObject({ nit: { before: null, after: '901234567-7' } });
  });

  it('refuses a wrong check digit with a message that gives the right one, and stores nothing', async () => {
    const response = await send('POST', '/api/admin/companies', admin, input({ nit: '800197268-5', nombre: 'Otra' }));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; details: { fields: { path: string; message: string }[] } } }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.fields).toContainEqual({
      path: 'nit',
      message: 'El dígito de verificación del NIT 800197268 es 4, no 5.',
    });
    const list = (await get('/api/admin/companies?q=800197268', admin)).json<CompanyList>();
    expect(list.total).toBe(0);
  });

  it('stores nothing when its audit entry cannot be written (one transaction)', async () => {
    const record = vi.spyOn(t.app.container.audit, 'record').mockRejectedValueOnce(new Error('audit caído'));
    const response = await send(
      'POST',
      '/api/admin/companies',
      admin,
      input({ nit: '830114921-1', nombre: 'Sin rastro' }),
    );
    record.mockRestore();
    expect(response.statusCode).toBe(500);
    expect((await get('/api/admin/companies?q=rastro', admin)).json<CompanyList>().total).toBe(0);
  });

  it('refuses a NIT already in use with 409 NIT_IN_USE', async () => {
    await createCompany({ nit: '800197268-4', nombre: 'Primera' });
    const again = await send('POST', '/api/admin/companies', admin, input({ nit: '800.197.268-4', nombre: 'Segunda' }));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { code: string } }>().error.code).toBe('NIT_IN_USE');
  });

  it('answers 409, not 500, when two admins save the same new NIT at the same instant', async () => {
    const answers = await Promise.all(
      ['Simultánea Uno', 'Simultánea Dos', 'Simultánea Tres'].map((nombre) =>
        send('POST', '/api/admin/companies', admin, input({ nit: '830045123-2', nombre })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await get('/api/admin/companies?q=830045123', admin)).json<CompanyList>().total).toBe(1);
  });

  it('validates every field in Spanish', async () => {
    const response = await send('POST', '/api/admin/companies', admin, {
      ...input({ nit: '899999068-1' }),
      nombre: '',
      trabajadores: 0,
      claseRiesgo: 'VI',
      arl: 'ARL Inventada',
      departamento: '76',
      municipio: '05001',
    });
    expect(response.statusCode).toBe(400);
    const paths = response
      .json<{ error: { details: { fields: { path: string }[] } } }>()
      .error.details.fields.map((field) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['nombre', 'trabajadores', 'claseRiesgo', 'arl']));
  });

  it('refuses a municipality outside its department and codes that are not in DIVIPOLA', async () => {
    const wrongPair = await send(
      'POST',
      '/api/admin/companies',
      admin,
      input({ nit: '899999068-1', departamento: '76', municipio: '05001' }),
    );
    expect(wrongPair.statusCode).toBe(400);
    const unknown = await send(
      'POST',
      '/api/admin/companies',
      admin,
      input({ nit: '899999068-1', departamento: '05', municipio: '05003' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { details: { fields: { path: string }[] } } }>().error.details.fields[0]?.path).toBe(
      'municipio',
    );
  });
});

describe('editing, the SST lead and deactivation', () => {
  it('edits the company and names one of its active people as SST lead, audited', async () => {
    const company = await createCompany({ nit: '890903938-8', nombre: 'Textiles Bello' });
    const lead = await personOf(company.id, COMPANY_LEAD_PROFILE);
    const outsider = await createUser(t.app);
    const refused = await send(
      'PUT',
      `/api/admin/companies/${company.id}`,
      admin,
      input({ nit: company.nit, responsableSstId: outsider.id }),
    );
    expect(refused.statusCode).toBe(400);

    const response = await send(
      'PUT',
      `/api/admin/companies/${company.id}`,
      admin,
      input({
        nit: company.nit,
        nombre: 'Textiles Bello S.A.',
        trabajadores: 120,
        claseRiesgo: 'II',
        responsableSstId: lead.id,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminCompany>()).toMatchObject({
      nombre: 'Textiles Bello S.A.',
      estandares: 60,
      personasActivas: 1,
      responsableSst: { id: lead.id, nombre: lead.nombre },
    });
    const entries = await auditOf(company.id);
    expect(entries.map((entry) => entry.action)).toEqual(['company.create', 'company.update']);
    const changes = JSON.parse(entries[1]?.changes ?? '{}') as Record<string, unknown>;
    expect(changes.trabajadores).toEqual({ before: 40, after: 120 });
    expect(changes).not.toHaveProperty('nit');
  });

  it("refuses another company's NIT on edit", async () => {
    const first = await createCompany({ nit: '890900608-9', nombre: 'Almacenes Uno' });
    const second = await createCompany({ nit: '860002964-4', nombre: 'Banco Dos' });
    const response = await send('PUT', `/api/admin/companies/${second.id}`, admin, input({ nit: first.nit }));
    expect(response.statusCode).toBe(409);
  });

  it('deactivates and reactivates without touching its people, audited each time', async () => {
    const company = await createCompany({ nit: '830053800-4', nombre: 'Transportes del Sur' });
    const person = await personOf(company.id);
    const off = await send('POST', `/api/admin/companies/${company.id}/deactivate`, admin);
    expect(off.statusCode).toBe(200);
    expect(off.json<AdminCompany>()).toMatchObject({ active: false, personasActivas: 1 });
    const stored = await t.app.container.users.findById(person.id);
    expect(stored).toMatchObject({ active: true, empresaId: company.id });
    expect((await get('/api/auth/me', person.cookie)).statusCode).toBe(200);

    const on = await send('POST', `/api/admin/companies/${company.id}/reactivate`, admin);
    expect(on.json<AdminCompany>().active).toBe(true);
    expect((await auditOf(company.id)).map((entry) => entry.action)).toEqual([
      'company.create',
      'company.deactivate',
      'company.reactivate',
    ]);
  });
});

describe('listing', () => {
  it('searches by name or NIT, filters and paginates', async () => {
    await createCompany({
      nit: '900373913-4',
      nombre: 'Panadería La Espiga',
      trabajadores: 6,
      claseRiesgo: 'I',
      departamento: '76',
      municipio: '76001',
    });
    const byName = (await get('/api/admin/companies?q=espiga', admin)).json<CompanyList>();
    expect(byName.items.map((c) => c.nombre)).toEqual(['Panadería La Espiga']);
    const byNit = (await get('/api/admin/companies?q=900.373.913', admin)).json<CompanyList>();
    expect(byNit.items.map((c) => c.nombre)).toEqual(['Panadería La Espiga']);

    const small = (await get('/api/admin/companies?estandares=7', admin)).json<CompanyList>();
    expect(small.items.length).toBeGreaterThan(0);
    expect(small.items.every((c) => c.estandares === 7)).toBe(true);
    const big = (await get('/api/admin/companies?estandares=60', admin)).json<CompanyList>();
    expect(big.items.every((c) => c.estandares === 60)).toBe(true);
    const valle = (await get('/api/admin/companies?departamento=76&claseRiesgo=I', admin)).json<CompanyList>();
    expect(valle.items.map((c) => c.nombre)).toContain('Panadería La Espiga');
    expect(valle.items.every((c) => c.departamento === '76' && c.claseRiesgo === 'I')).toBe(true);

    const inactive = (await get('/api/admin/companies?status=inactive', admin)).json<CompanyList>();
    expect(inactive.items.every((c) => !c.active)).toBe(true);

    const all = (await get('/api/admin/companies', admin)).json<CompanyList>();
    const page2 = (await get('/api/admin/companies?pageSize=2&page=2', admin)).json<CompanyList>();
    expect(page2).toMatchObject({ total: all.total, page: 2, pageSize: 2 });
    expect(page2.items.map((c) => c.id)).toEqual(all.items.slice(2, 4).map((c) => c.id));
    expect((await get('/api/admin/companies?estandares=8', admin)).statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  it('answers 401 to nobody and 403 to a learner on every endpoint', async () => {
    const company = await createCompany({ nit: '811036609-2', nombre: 'Cerámicas Antioquia' });
    const calls = [
      ['GET', '/api/admin/companies'],
      ['GET', `/api/admin/companies/${company.id}`],
      ['GET', `/api/admin/companies/${company.id}/people`],
      ['POST', '/api/admin/companies'],
      ['PUT', `/api/admin/companies/${company.id}`],
      ['POST', `/api/admin/companies/${company.id}/deactivate`],
      ['POST', `/api/admin/companies/${company.id}/reactivate`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'GET' ? undefined : input({ nit: '811036609-2' });
      const anonymous = method === 'GET' ? await get(url) : await send(method, url, undefined, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asLearner = method === 'GET' ? await get(url, learner) : await send(method, url, learner, payload);
      expect(asLearner.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('shows a Responsable SST only their own company and lets them change nothing', async () => {
    const mine = await createCompany({ nit: '900999998-7', nombre: 'Empresa del responsable' });
    const other = await createCompany({ nit: '900999997-1', nombre: 'Empresa ajena' });
    const lead = await personOf(mine.id, COMPANY_LEAD_PROFILE);

    const list = (await get('/api/admin/companies', lead.cookie)).json<CompanyList>();
    expect(list.items.map((c) => c.id)).toEqual([mine.id]);
    expect((await get('/api/admin/companies?q=ajena', lead.cookie)).json<CompanyList>().total).toBe(0);
    expect((await get(`/api/admin/companies/${mine.id}`, lead.cookie)).statusCode).toBe(200);
    expect((await get(`/api/admin/companies/${mine.id}/people`, lead.cookie)).json()).toEqual({
      items: [{ id: lead.id, nombre: lead.nombre, perfil: COMPANY_LEAD_PROFILE }],
    });

    expect((await get(`/api/admin/companies/${other.id}`, lead.cookie)).statusCode).toBe(404);
    expect((await get(`/api/admin/companies/${other.id}/people`, lead.cookie)).statusCode).toBe(404);
    const create = await send('POST', '/api/admin/companies', lead.cookie, input({ nit: '900999996-2' }));
    expect(create.statusCode).toBe(403);
    for (const id of [mine.id, other.id]) {
      expect((await send('PUT', `/api/admin/companies/${id}`, lead.cookie, input({ nit: mine.nit }))).statusCode).toBe(
        403,
      );
      expect((await send('POST', `/api/admin/companies/${id}/deactivate`, lead.cookie)).statusCode).toBe(403);
    }
    expect((await get(`/api/admin/companies/${mine.id}`, admin)).json<AdminCompany>().active).toBe(true);
  });

  it('tells a Responsable SST without a company so', async () => {
    const lead = await signedIn(t.app, COMPANY_LEAD_PROFILE);
    const response = await get('/api/admin/companies', lead.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('NO_COMPANY_ASSIGNED');
  });
});
