import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, createUser, signIn, solveCaptcha, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNIN_MAX_FAILURES_PER_IP: '6' });
});
afterAll(() => t.close());

async function signedIn() {
  const user = await createUser(t.app);
  const cookie = cookieHeader(await signIn(t.app, user.email, user.password));
  const change = (payload: Record<string, unknown>, remoteAddress = '10.9.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      remoteAddress,
      headers: { cookie },
      payload: { newPassword: 'Nueva-clave-2026', ...payload },
    });
  return { user, change };
}

describe('change-password is throttled like sign-in', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'x', newPassword: 'Nueva-clave-2026' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('asks for the captcha after 3 wrong current passwords, and still lets the owner change it', async () => {
    const { user, change } = await signedIn();
    const first = await change({ currentPassword: 'mala-1' }, '10.9.1.1');
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toMatchObject({ code: 'PASSWORD_INCORRECT', details: { captchaRequired: false } });
    await change({ currentPassword: 'mala-2' }, '10.9.1.2');
    const third = await change({ currentPassword: 'mala-3' }, '10.9.1.3');
    expect(third.json().error.details).toEqual({ captchaRequired: true });

    // From yet another address the account's failures still ask for the captcha: the current password is not checked.
    const guess = await change({ currentPassword: user.password }, '10.9.1.4');
    expect(guess.statusCode).toBe(400);
    expect(guess.json().error.code).toBe('CAPTCHA_REQUIRED');

    const ok = await change({ currentPassword: user.password, captcha: await solveCaptcha(t.app) }, '10.9.1.4');
    expect(ok.statusCode).toBe(200);
    expect((await signIn(t.app, user.email, 'Nueva-clave-2026')).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After once an address has failed SIGNIN_MAX_FAILURES_PER_IP times', async () => {
    const { user, change } = await signedIn();
    for (let i = 0; i < 6; i += 1) {
      const captcha = i >= 3 ? await solveCaptcha(t.app) : undefined;
      const failed = await change({ currentPassword: `mala-${String(i)}`, captcha }, '10.9.2.1');
      expect(failed.json().error.code).toBe('PASSWORD_INCORRECT');
    }
    const blocked = await change({ currentPassword: user.password, captcha: await solveCaptcha(t.app) }, '10.9.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing changed: the old password still signs in (with the captcha the account's failures ask for).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password, captcha: await solveCaptcha(t.app) },
    });
    expect(again.statusCode).toBe(200);
  });
});
