import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  createTestApp,
  createUser,
  sessionCookieOf,
  signIn,
  solveCaptcha,
  type TestApp,
} from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('signs in with the right password (e-mail in any case) and /me returns the user', async () => {
    const user = await createUser(t.app);
    const response = await signIn(t.app, user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: user.email, perfil: 'Aprendiz' }, home: '/inicio' });

    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookieHeader(response) } });
    expect(me.json()).toMatchObject({ user: { id: user.id, nombre: user.nombre, isRemembered: false } });
  });

  it('sends admins to the admin home', async () => {
    const admin = await createUser(t.app, { perfil: 'Superadministrador' });
    const response = await signIn(t.app, admin.email, admin.password);
    expect(response.json()).toMatchObject({ home: '/admin/dashboard' });
  });

  it('without "Recordarme" sets a browser-session cookie: HttpOnly, SameSite=Lax, no Max-Age', async () => {
    const user = await createUser(t.app);
    const cookie = sessionCookieOf(await signIn(t.app, user.email, user.password, false));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.secure).toBeUndefined();
  });

  it('with "Recordarme" sets a 30-day cookie, and Secure when the request came over TLS', async () => {
    const user = await createUser(t.app);
    const cookie = sessionCookieOf(await signIn(t.app, user.email, user.password, true));
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);

    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const other = await createUser(proxied.app);
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: other.email, password: other.password, remember: true },
      });
      expect(sessionCookieOf(response)?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a wrong password and an unknown e-mail with the same Spanish message', async () => {
    const user = await createUser(t.app);
    const wrong = await signIn(t.app, user.email, 'otra-clave-123');
    const unknown = await signIn(t.app, 'nadie@example.co', 'otra-clave-123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'El correo o la contraseña no son correctos.',
    });
    expect(unknown.json().error.message).toBe(wrong.json().error.message);
    expect(sessionCookieOf(wrong)).toBeUndefined();
  });

  it('refuses a deactivated account even with the right password', async () => {
    const user = await createUser(t.app, { active: false });
    const response = await signIn(t.app, user.email, user.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ACCOUNT_DISABLED');
  });

  it('asks for the captcha after 3 failures for an account, accepts a solved one, refuses a replayed one', async () => {
    const user = await createUser(t.app);
    const ip = '10.0.0.7';
    const attempt = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: ip,
        payload: { email: user.email, ...payload },
      });

    expect((await attempt({ password: 'mala-1' })).json().error.details).toEqual({ captchaRequired: false });
    await attempt({ password: 'mala-2' });
    expect((await attempt({ password: 'mala-3' })).json().error.details).toEqual({ captchaRequired: true });

    const withoutCaptcha = await attempt({ password: user.password });
    expect(withoutCaptcha.statusCode).toBe(400);
    expect(withoutCaptcha.json().error.code).toBe('CAPTCHA_REQUIRED');

    // A solved captcha is spent by the attempt that carries it, right or wrong: it cannot be sent twice.
    const captcha = await solveCaptcha(t.app);
    expect((await attempt({ password: 'mala-4', captcha })).statusCode).toBe(401);
    const replay = await attempt({ password: user.password, captcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('CAPTCHA_REPLAYED');

    const forged = await attempt({
      password: user.password,
      captcha: Buffer.from('{"challenge":{}}').toString('base64'),
    });
    expect(forged.json().error.code).toBe('CAPTCHA_INVALID');

    const ok = await attempt({ password: user.password, captcha: await solveCaptcha(t.app) });
    expect(ok.statusCode).toBe(200);
  });

  it('lets colleagues behind one address sign in without the captcha after a few typos, but not after many', async () => {
    const ip = '10.3.0.1';
    const signInFrom = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: ip, payload: { email, password } });
    // Four people of one company network each mistype once: the address has 4 failures, no account more than 1.
    const colleagues = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.app)));
    for (const colleague of colleagues.slice(0, 4)) {
      expect((await signInFrom(colleague.email, 'tecleo-mal')).statusCode).toBe(401);
    }
    const fifth = colleagues[4]!;
    expect((await signInFrom(fifth.email, fifth.password)).statusCode).toBe(200);

    // Ten failures from the address (SIGNIN_CAPTCHA_AFTER_IP_FAILURES) and every sign-in from it needs the captcha.
    for (let i = 0; i < 6; i += 1) await signInFrom(`nadie${String(i)}@example.co`, 'no-es-esta');
    const asked = await signInFrom(fifth.email, fifth.password);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error.code).toBe('CAPTCHA_REQUIRED');
  });

  it('never locks an account: after many failures from other addresses, the owner signs in with the captcha', async () => {
    const admin = await createUser(t.app, { perfil: 'Superadministrador' });
    // An attacker spreads 40 wrong passwords for the admin's address over many addresses, solving every captcha.
    for (let i = 0; i < 40; i += 1) {
      const captcha = i >= 3 ? await solveCaptcha(t.app) : undefined;
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: `10.1.${String(i)}.1`,
        payload: { email: admin.email, password: `mala-${String(i)}`, captcha },
      });
      expect(failed.statusCode).toBe(401);
    }
    // The admin, from their own address: the captcha is asked (the account has failures), but nothing is locked.
    const withoutCaptcha = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '10.1.200.1',
      payload: { email: admin.email, password: admin.password },
    });
    expect(withoutCaptcha.statusCode).toBe(400);
    expect(withoutCaptcha.json().error).toMatchObject({ code: 'CAPTCHA_REQUIRED', details: { captchaRequired: true } });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '10.1.200.1',
      payload: { email: admin.email, password: admin.password, captcha: await solveCaptcha(t.app) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ home: '/admin/dashboard' });
  });

  it('asks an address at its limit for the captcha first, without counting that, and answers 429 once it sends one', async () => {
    const limited = await createTestApp({ SIGNIN_MAX_FAILURES_PER_IP: '4', SIGNIN_CAPTCHA_AFTER_IP_FAILURES: '2' });
    try {
      const send = async (email: string, captcha?: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          remoteAddress: '10.2.0.2',
          payload: { email, password: 'no-es-esta', captcha },
        });
      for (let i = 0; i < 4; i += 1) {
        const captcha = i >= 2 ? await solveCaptcha(limited.app) : undefined;
        expect((await send(`otro${String(i)}@example.co`, captcha)).json().error.code).toBe('INVALID_CREDENTIALS');
      }
      // Sent without the widget, repeatedly: a refusal that checked nothing never becomes a 429.
      for (let i = 0; i < 3; i += 1) {
        const unsolved = await send('alguien@example.co');
        expect(unsolved.statusCode).toBe(400);
        expect(unsolved.json().error.code).toBe('CAPTCHA_REQUIRED');
      }
      const blocked = await send('alguien@example.co', await solveCaptcha(limited.app));
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });

  it('rate-limits an address that fails on many accounts', async () => {
    const limited = await createTestApp({ SIGNIN_MAX_FAILURES_PER_IP: '4', SIGNIN_CAPTCHA_AFTER_FAILURES: '100' });
    try {
      for (let i = 0; i < 4; i += 1) {
        await limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          remoteAddress: '10.2.0.1',
          payload: { email: `otro${String(i)}@example.co`, password: 'no-es-esta' },
        });
      }
      const user = await createUser(limited.app);
      const blocked = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: '10.2.0.1',
        payload: { email: user.email, password: user.password },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
      expect(blocked.json().error.message).toMatch(/^Demasiados intentos\. Espere \d+ minutos?/);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(blocked.json().error.details.retryAfterSeconds).toBe(retryAfter);
    } finally {
      await limited.close();
    }
  });

  it('answers invalid input with 400 VALIDATION_FAILED and Spanish field problems', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'no-es-correo' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.fields).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Escriba un correo electrónico válido.' },
        { path: 'password', message: 'Este campo es obligatorio.' },
      ]),
    );
  });

  it('answers malformed JSON with a Spanish 400, not a crash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'El cuerpo de la solicitud no es JSON válido.',
    });
  });
});
