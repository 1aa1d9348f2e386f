import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, createUser, sessionCookieOf, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

describe('sessions', () => {
  it('ends the session on sign-out: the old cookie no longer works', async () => {
    const user = await createUser(t.app);
    const cookie = cookieHeader(await signIn(t.app, user.email, user.password));
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(sessionCookieOf(out)?.value).toBe('');
    expect((await me(cookie)).json()).toEqual({ user: null });
    const protectedCall = await t.app.inject({ url: '/api/admin/users', headers: { cookie } });
    expect(protectedCall.statusCode).toBe(401);
  });

  it('rotates the session on sign-in: a cookie carried before sign-in is ended', async () => {
    const user = await createUser(t.app);
    const first = cookieHeader(await signIn(t.app, user.email, user.password));
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { cookie: first },
      payload: { email: user.email, password: user.password },
    });
    expect(cookieHeader(second)).not.toBe(first);
    expect((await me(first)).json()).toEqual({ user: null });
    expect((await me(cookieHeader(second))).json().user.id).toBe(user.id);
  });

  it('ends every session when the password changes, keeping the caller signed in with a new one', async () => {
    const user = await createUser(t.app);
    const elsewhere = cookieHeader(await signIn(t.app, user.email, user.password));
    const here = cookieHeader(await signIn(t.app, user.email, user.password));

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: here },
      payload: { currentPassword: 'no-es-la-clave', newPassword: 'Nueva-clave-2026' },
    });
    expect(wrong.json().error.code).toBe('PASSWORD_INCORRECT');

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: here },
      payload: { currentPassword: user.password, newPassword: 'Nueva-clave-2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(elsewhere)).json()).toEqual({ user: null });
    expect((await me(here)).json()).toEqual({ user: null });
    expect((await me(cookieHeader(changed))).json().user.id).toBe(user.id);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, 'Nueva-clave-2026')).statusCode).toBe(200);
  });

  it('treats an unknown cookie as signed out and clears it', async () => {
    const response = await me('sst_sesion=inventada');
    expect(response.json()).toEqual({ user: null });
    expect(sessionCookieOf(response)?.value).toBe('');
  });

  it('signs out a deactivated user on their next request', async () => {
    const user = await createUser(t.app);
    const cookie = cookieHeader(await signIn(t.app, user.email, user.password));
    await t.app.container.users.update(user.id, { active: false });
    expect((await me(cookie)).json()).toEqual({ user: null });
  });
});

describe('access control', () => {
  it('refuses /api/admin to anonymous callers (401) and learners (403), allows admins', async () => {
    const anonymous = await t.app.inject({ url: '/api/admin/users' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');

    const learner = await createUser(t.app);
    const learnerCookie = cookieHeader(await signIn(t.app, learner.email, learner.password));
    const refused = await t.app.inject({ url: '/api/admin/users', headers: { cookie: learnerCookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Usted no tiene permiso para realizar esta acción.',
    });

    const admin = await createUser(t.app, { perfil: 'Superadministrador' });
    const adminCookie = cookieHeader(await signIn(t.app, admin.email, admin.password));
    const allowed = await t.app.inject({
      url: `/api/admin/users?q=${encodeURIComponent(learner.email)}`,
      headers: { cookie: adminCookie },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ total: 1, items: [{ email: learner.email, active: true }] });
    expect(JSON.stringify(allowed.json())).not.toContain('password');
  });

  it('does not validate input for callers who may not call the route', async () => {
    const response = await t.app.inject({ url: '/api/admin/users?page=abc' });
    expect(response.statusCode).toBe(401);
  });
});
