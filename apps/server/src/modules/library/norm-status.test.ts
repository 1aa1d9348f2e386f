import type { AdminNorm, NormInput } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInAdmin } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/* ADR 034: a norm's status follows its link and its note; a contradiction is refused and changes nothing. */

let t: TestApp;
let admin: string;
let replacing: string;

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const norm = (overrides: Partial<NormInput>): NormInput => ({
  type: 'resolucion',
  number: '1',
  year: 2000,
  issuer: 'Ministerio del Trabajo',
  subject: 'Tema de prueba',
  summary: '',
  topic: 'sg_sst',
  status: 'in_force',
  statusNote: '',
  replacedById: null,
  sourceUrl: null,
  text: '',
  fileId: null,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
  replacing = (await send('POST', '/api/admin/library/norms', norm({ number: '4272', year: 2021 }))).json<AdminNorm>()
    .id;
});
afterAll(() => t.close());

describe('norm status follows its link', () => {
  it('refuses a vigente norm with a replacing norm, on create and on status change, changing nothing', async () => {
    const created = await send('POST', '/api/admin/library/norms', norm({ number: '1409', replacedById: replacing }));
    expect(created.statusCode).toBe(400);
    expect(created.json().error.details.fields).toEqual([
      {
        path: 'status',
        message:
          'Una norma que otra deroga o modifica no puede estar vigente: elija «Derogada» o «Modificada», o quite ' +
          'la norma que la reemplaza.',
      },
    ]);
    const id = (await send('POST', '/api/admin/library/norms', norm({ number: '1409' }))).json<AdminNorm>().id;
    const refused = await send('PATCH', `/api/admin/library/norms/${id}/status`, {
      status: 'in_force',
      statusNote: '',
      replacedById: replacing,
    });
    expect(refused.statusCode).toBe(400);
    expect((await send('GET', `/api/admin/library/norms/${id}`)).json<AdminNorm>()).toMatchObject({
      status: 'in_force',
      replacedBy: null,
    });
    const repealed = await send('PATCH', `/api/admin/library/norms/${id}/status`, {
      status: 'repealed',
      statusNote: 'Derogada por la Resolución 4272 de 2021.',
      replacedById: replacing,
    });
    expect(repealed.json<AdminNorm>()).toMatchObject({ status: 'repealed', replacedBy: { id: replacing } });
  });

  it('refuses a note that says the opposite of the status', async () => {
    const vigente = await send(
      'POST',
      '/api/admin/library/norms',
      norm({ number: '2346', statusNote: 'Derogada por la Resolución 1843 de 2025.' }),
    );
    expect(vigente.statusCode).toBe(400);
    expect(vigente.json().error.details.fields[0].path).toBe('statusNote');
    const derogada = await send(
      'POST',
      '/api/admin/library/norms',
      norm({ number: '2347', status: 'repealed', statusNote: 'Vigente desde 2020.' }),
    );
    expect(derogada.statusCode).toBe(400);
    expect(derogada.json().error.details.fields[0].path).toBe('statusNote');
  });

  it('is for admins only', async () => {
    const learner = (await signedIn(t.app)).cookie;
    expect((await send('POST', '/api/admin/library/norms', norm({ number: '9' }), learner)).statusCode).toBe(403);
  });
});
