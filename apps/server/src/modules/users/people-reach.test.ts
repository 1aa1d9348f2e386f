import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company, learnerOf } from '../../test/people.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { PeopleReach } from './users.service.js';

/*
 * The training plans read only the learners an assignment could cover (decision 050). The filter must keep everyone
 * an assignment could reach and, to be worth anything, leave the others out.
 */
let t: TestApp;
let people: Record<'andinaWelder' | 'andinaNoTitle' | 'valleWelder' | 'valleNoTitle' | 'loneNoTitle', string>;
let andina: { id: string };
let valle: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  andina = await company(t.app, 'Constructora Andina S.A.S.', '900123456-8');
  valle = await company(t.app, 'Servicios Contables del Valle Ltda.', '800765432-3');
  const make = async (empresaId: string | null, nombre: string, cargo: string | null) => {
    const person = await learnerOf(t.app, empresaId, nombre);
    await t.app.database.db.updateTable('users').set({ cargo }).where('id', '=', person.id).execute();
    return person.id;
  };
  people = {
    andinaWelder: await make(andina.id, 'Íngrid Muñoz', 'Soldadora'),
    andinaNoTitle: await make(andina.id, 'Óscar Peña', null),
    valleWelder: await make(valle.id, 'Sebastián Peñaloza', 'Soldador'),
    valleNoTitle: await make(valle.id, 'Lucía Ávila', null),
    loneNoTitle: await make(null, 'Ramón Gil', null),
  };
});
afterAll(() => t.close());

async function reached(reach: PeopleReach, companyId?: string): Promise<string[]> {
  const found = await t.app.container.users.activeLearners(t.app.database.db, companyId, reach);
  const names = new Map(Object.entries(people).map(([name, id]) => [id, name]));
  return found.flatMap((user) => names.get(user.id) ?? []).sort();
}

describe('the people an assignment could reach', () => {
  it('keeps named people, whole companies and people with a job title, and leaves out the rest', async () => {
    expect(
      await reached({ userIds: [people.loneNoTitle], companyIds: [valle.id], jobTitleCompanyIds: [andina.id] }),
    ).toEqual(['andinaWelder', 'loneNoTitle', 'valleNoTitle', 'valleWelder']);
  });

  it('reaches people with a job title in every company when a job-title assignment names none', async () => {
    expect(await reached({ userIds: [], companyIds: [], jobTitleCompanyIds: 'all' })).toEqual([
      'andinaWelder',
      'valleWelder',
    ]);
  });

  it('reaches nobody when no assignment names anyone, and still applies the company scope', async () => {
    expect(await reached({ userIds: [], companyIds: [], jobTitleCompanyIds: [] })).toEqual([]);
    expect(
      await reached({ userIds: [people.valleNoTitle], companyIds: [], jobTitleCompanyIds: 'all' }, andina.id),
    ).toEqual(['andinaWelder']);
  });
});
