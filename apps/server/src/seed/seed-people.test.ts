import { COMPANY_LEAD_PROFILE, LEARNER_PROFILE, type CompanyList, type UserList } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../test/factories.js';
import { cookieHeader, createTestApp, signIn, type TestApp } from '../test/test-app.js';
import { DEMO_COMPANY_LEAD, seedPeople } from './seed-people.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.app.container, t.app.log);
}, 60_000);
afterAll(() => t.close());

const list = async (cookie: string, query = '') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/users?pageSize=100${query}`, headers: { cookie } })
  ).json<UserList>();

describe('demo people', () => {
  it('creates 60 learners with consent, unique documents and job titles over the three companies', async () => {
    const admin = await signedInAdmin(t.app);
    const learners = (await list(admin.cookie, `&perfil=${LEARNER_PROFILE}`)).items.filter((user) => user.empresa);
    expect(learners).toHaveLength(60);
    expect(learners.every((user) => user.hasConsented && user.cargo && user.tipoDocumento)).toBe(true);
    expect(new Set(learners.map((user) => `${user.tipoDocumento ?? ''}${user.numeroDocumento ?? ''}`)).size).toBe(60);
    expect(new Set(learners.map((user) => user.tipoDocumento))).toEqual(new Set(['CC', 'CE', 'PPT']));
    expect(learners.some((user) => /[áéíóúñ]/i.test(user.nombre))).toBe(true);
    const perCompany = new Map<string, number>();
    for (const user of learners)
      perCompany.set(user.empresa?.nombre ?? '', (perCompany.get(user.empresa?.nombre ?? '') ?? 0) + 1);
    expect(perCompany.size).toBe(3);
    expect(perCompany.get('Servicios Contables del Valle Ltda.')).toBeLessThanOrEqual(8);
  });

  it('gives the demo Responsable SST an account that sees only Constructora Andina', async () => {
    const response = await signIn(t.app, DEMO_COMPANY_LEAD.email, DEMO_COMPANY_LEAD.password);
    expect(response.json().user).toMatchObject({
      perfil: COMPANY_LEAD_PROFILE,
      nombre: 'Diana Marcela Rojas',
      needsConsent: false,
    });
    const cookie = cookieHeader(response);
    const people = await list(cookie);
    expect(new Set(people.items.map((user) => user.empresa?.nombre))).toEqual(new Set(['Constructora Andina S.A.S.']));
    const companies = (
      await t.app.inject({ method: 'GET', url: '/api/admin/companies', headers: { cookie } })
    ).json<CompanyList>();
    expect(companies.items).toHaveLength(1);
    expect(companies.items[0]).toMatchObject({
      nombre: 'Constructora Andina S.A.S.',
      estandares: 60,
      responsableSst: { nombre: 'Diana Marcela Rojas' },
    });
  });

  it('changes nothing when run again', async () => {
    const admin = await signedInAdmin(t.app);
    const before = (await list(admin.cookie)).total;
    await seedPeople(t.app.container, t.app.log);
    expect((await list(admin.cookie)).total).toBe(before);
  });
});
