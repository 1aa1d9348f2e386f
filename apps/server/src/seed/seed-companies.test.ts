import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoCompanies } from './seed-companies.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedDemoCompanies', () => {
  it('corrects the rows seeded with wrong check digits, fills their details, and is re-runnable', async () => {
    const { companies } = t.app.container;
    const old = await companies.ensure({
      nombre: 'Constructora Andina S.A.S.',
      nit: '900123456-7',
      trabajadores: 85,
      claseRiesgo: 'V',
    });
    await companies.ensure({
      nombre: 'Servicios Contables del Valle Ltda.',
      nit: '800765432-1',
      trabajadores: 9,
      claseRiesgo: 'I',
    });

    const first = await seedDemoCompanies(companies);
    expect(first.constructora).toMatchObject({
      id: old.id,
      nit: '900123456-8',
      municipio: '05001',
      departamento: '05',
    });
    expect(first.contables).toMatchObject({ nit: '800765432-3', municipio: '76001' });
    expect(first.cafetal).toMatchObject({
      nit: '901234567-7',
      municipio: '17001',
      trabajadores: 32,
      claseRiesgo: 'II',
    });

    const again = await seedDemoCompanies(companies);
    expect(again).toEqual(first);
    const all = await companies.list();
    expect(all.map((c) => c.nit).sort()).toEqual(['800765432-3', '900123456-8', '901234567-7']);
  });
});
