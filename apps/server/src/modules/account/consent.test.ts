import { DATA_POLICY_VERSION } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, createUser, signIn, solveCaptcha, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

async function signUp(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    remoteAddress: '190.85.12.34',
    payload: { nombre: 'Sandra Patiño', password: 'Trabajo-Seguro1', captcha: await solveCaptcha(t.app), ...payload },
  });
}

/** A person created without consent (as an admin or an import creates them), signed in. */
async function signedInWithoutConsent(perfil = 'Aprendiz') {
  const user = await createUser(t.app, { perfil, consent: false });
  const response = await signIn(t.app, user.email, user.password);
  return { ...user, response, cookie: cookieHeader(response) };
}

describe('consent at sign-up (Ley 1581 de 2012)', () => {
  it.each([
    ['missing', {}],
    ['false', { consent: false }],
  ])('refuses a sign-up whose consent is %s, with the message on the box, and creates nothing', async (_, extra) => {
    const email = `sin-consentimiento-${String(Object.keys(extra).length)}@example.co`;
    const response = await signUp({ email, ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.details.fields).toContainEqual({
      path: 'consent',
      message:
        'Para crear la cuenta debe autorizar el tratamiento de sus datos personales según la Política de tratamiento de datos.',
    });
    expect(await t.app.container.users.findByEmail(email)).toBeUndefined();
    expect((await signIn(t.app, email, 'Trabajo-Seguro1')).statusCode).toBe(401);
  });

  it('stores the date, the policy version and the address of the consent given at sign-up', async () => {
    const before = new Date().toISOString();
    const response = await signUp({ email: 'con-consentimiento@example.co', consent: true });
    expect(response.statusCode).toBe(202);
    const user = await t.app.container.users.findByEmail('con-consentimiento@example.co');
    expect(user?.consent).toMatchObject({ version: DATA_POLICY_VERSION, ip: '190.85.12.34' });
    expect(user?.consent?.at && user.consent.at >= before).toBe(true);
    const session = await signIn(t.app, 'con-consentimiento@example.co', 'Trabajo-Seguro1');
    expect(session.json().user.needsConsent).toBe(false);
  });
});

describe('consent on first sign-in', () => {
  it('answers CONSENT_REQUIRED everywhere until the person accepts, then lets them through', async () => {
    const person = await signedInWithoutConsent();
    expect(person.response.json().user.needsConsent).toBe(true);
    for (const url of ['/api/routes', '/api/learner/home', '/api/favorites', '/api/account/profile']) {
      const response = await get(url, person.cookie);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error, url).toMatchObject({
        code: 'CONSENT_REQUIRED',
        message:
          'Antes de continuar, autorice el tratamiento de sus datos personales según la Política de tratamiento de datos.',
      });
    }
    const write = await send('PATCH', '/api/account/profile', person.cookie, {
      nombre: 'Cambio sin permiso',
      tipoDocumento: null,
      numeroDocumento: null,
    });
    expect(write.json().error.code).toBe('CONSENT_REQUIRED');

    // Exempt: the session itself, public endpoints and the consent.
    expect((await get('/api/auth/me', person.cookie)).json().user).toMatchObject({ needsConsent: true });
    expect((await get('/api/public-config', person.cookie)).statusCode).toBe(200);
    const refused = await send('POST', '/api/account/consent', person.cookie, { accept: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields[0].path).toBe('accept');
    expect((await t.app.container.users.findById(person.id))?.consent).toBeNull();

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/account/consent',
      headers: { cookie: person.cookie },
      remoteAddress: '181.49.7.8',
      payload: { accept: true },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ id: person.id, needsConsent: false });
    expect((await t.app.container.users.findById(person.id))?.consent).toMatchObject({
      version: DATA_POLICY_VERSION,
      ip: '181.49.7.8',
    });
    expect((await get('/api/auth/me', person.cookie)).json().user.needsConsent).toBe(false);
    expect((await get('/api/routes', person.cookie)).statusCode).toBe(200);
    expect((await get('/api/account/profile', person.cookie)).statusCode).toBe(200);
  });

  it('gates the admin area too, and still lets the person change their password or sign out', async () => {
    const admin = await signedInWithoutConsent('Superadministrador');
    const users = await get('/api/admin/users', admin.cookie);
    expect(users.json().error.code).toBe('CONSENT_REQUIRED');

    const changed = await send('POST', '/api/auth/change-password', admin.cookie, {
      currentPassword: admin.password,
      newPassword: 'Otra-Clave-2026',
    });
    expect(changed.statusCode).toBe(200);
    const cookie = cookieHeader(changed);
    expect((await get('/api/admin/users', cookie)).json().error.code).toBe('CONSENT_REQUIRED');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await get('/api/admin/users', cookie)).statusCode).toBe(401);
  });

  it('asks again when the policy version changes: an older consent no longer counts', async () => {
    const person = await createUser(t.app);
    const first = await signIn(t.app, person.email, person.password);
    expect(first.json().user.needsConsent).toBe(false);
    const cookie = cookieHeader(first);
    expect((await get('/api/routes', cookie)).statusCode).toBe(200);

    // The person consented to an earlier policy (as if DATA_POLICY_VERSION moved on since).
    await t.app.database.db
      .updateTable('users')
      .set({ consent_version: '2025-01-15' })
      .where('id', '=', person.id)
      .execute();
    // A new policy version arrives with a deploy, which starts with empty session caches (decision 043).
    await t.app.container.sessions.revoke({ userIds: [person.id] });
    expect((await get('/api/auth/me', cookie)).json().user.needsConsent).toBe(true);
    expect((await get('/api/routes', cookie)).json().error.code).toBe('CONSENT_REQUIRED');
    expect((await signIn(t.app, person.email, person.password)).json().user.needsConsent).toBe(true);

    expect((await send('POST', '/api/account/consent', cookie, { accept: true })).statusCode).toBe(200);
    expect((await t.app.container.users.findById(person.id))?.consent?.version).toBe(DATA_POLICY_VERSION);
    expect((await get('/api/routes', cookie)).statusCode).toBe(200);
  });
});
