import type { SystemSetup } from '@academia/shared';
import { COMPANY_LEAD_PROFILE } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInAdmin } from '../../test/factories.js';
import { company, member } from '../../test/people.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const URL = '/api/admin/system/setup';

describe('GET /api/admin/system/setup (decision 029)', () => {
  let bare: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ PORT: '3000' });
    configured = await createTestApp({
      PUBLIC_URL: 'https://academia.example.co',
      CERTIFICATE_SIGNER_NAME: 'Laura Gómez Ríos',
      CERTIFICATE_SIGNER_LICENSE: 'Licencia SST 4567 de 2021',
    });
  });
  afterAll(async () => {
    await bare.close();
    await configured.close();
  });

  it('tells the Superadministrador that certificates would carry a localhost link and no signature', async () => {
    const admin = await signedInAdmin(bare.app);
    const response = await bare.app.inject({ url: URL, headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json<SystemSetup>()).toEqual({
      publicUrlMissing: true,
      certificateLinkBase: 'http://localhost:3000',
      certificateSignerMissing: true,
    });
  });

  it('reports nothing missing once PUBLIC_URL and the signer are configured', async () => {
    const admin = await signedInAdmin(configured.app);
    const response = await configured.app.inject({ url: URL, headers: { cookie: admin.cookie } });
    expect(response.json<SystemSetup>()).toEqual({
      publicUrlMissing: false,
      certificateLinkBase: 'https://academia.example.co',
      certificateSignerMissing: false,
    });
  });

  it('answers 401 to anonymous callers, 403 to learners and to company leads', async () => {
    expect((await bare.app.inject({ url: URL })).statusCode).toBe(401);
    const learner = await signedIn(bare.app);
    expect((await bare.app.inject({ url: URL, headers: { cookie: learner.cookie } })).statusCode).toBe(403);
    const andina = await company(bare.app, 'Constructora Andina S.A.S.', '900123456-8');
    const lead = await member(bare.app, COMPANY_LEAD_PROFILE, andina.id);
    const asLead = await bare.app.inject({ url: URL, headers: { cookie: lead.cookie } });
    expect(asLead.statusCode).toBe(403);
    expect(asLead.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN');
  });
});
