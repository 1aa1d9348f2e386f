import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  createTestApp,
  createUser,
  plainText,
  readOutbox,
  signIn,
  solveCaptcha,
  type TestApp,
} from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function requestReset(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    payload: { email, captcha: await solveCaptcha(t.app) },
  });
  await t.app.container.mailer.idle();
  return response;
}

function latestMailTo(email: string) {
  const mail = readOutbox(t.config)
    .filter((eml) => eml.includes(`To: ${email}`))
    .at(-1);
  const text = plainText(mail ?? '');
  const code = /es: (\d{6})/.exec(text)?.[1];
  const token = /token=([\w-]+)/.exec(text)?.[1];
  return { code, token, text };
}

const confirm = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload });

describe('password reset', () => {
  it('e-mails a 6-digit code that sets a new password once and ends every open session', async () => {
    const user = await createUser(t.app);
    const session = cookieHeader(await signIn(t.app, user.email, user.password, true));
    const answer = await requestReset(user.email.toUpperCase());
    expect(answer.statusCode).toBe(202);
    const { code } = latestMailTo(user.email);
    expect(code).toMatch(/^\d{6}$/);

    const done = await confirm({ email: user.email, code, password: 'Restablecida-2026' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/contraseña se actualizó/);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: session } })).json()).toEqual({ user: null });
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, 'Restablecida-2026')).statusCode).toBe(200);

    const reused = await confirm({ email: user.email, code, password: 'Otra-Vez-2026' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('RESET_CODE_INVALID');
  });

  it('accepts the e-mailed link token instead of the code', async () => {
    const user = await createUser(t.app);
    await requestReset(user.email);
    const { token } = latestMailTo(user.email);
    expect(token).toBeDefined();
    expect((await confirm({ token, password: 'Por-Enlace-2026' })).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, 'Por-Enlace-2026')).statusCode).toBe(200);
    expect((await confirm({ token, password: 'Por-Enlace-2027' })).json().error.code).toBe('RESET_CODE_INVALID');
  });

  it('refuses a wrong code, and locks the code after 5 wrong tries', async () => {
    const user = await createUser(t.app);
    await requestReset(user.email);
    const { code } = latestMailTo(user.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await confirm({ email: user.email, code: wrongCode, password: 'Intento-Malo-1' });
      expect(wrong.json().error).toMatchObject({
        code: 'RESET_CODE_INVALID',
        message: 'El código no es válido o ya se usó. Solicite uno nuevo si lo necesita.',
      });
    }
    const locked = await confirm({ email: user.email, code, password: 'Intento-Bueno-1' });
    expect(locked.json().error.code).toBe('RESET_CODE_INVALID');
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses an expired code with its own message', async () => {
    const user = await createUser(t.app);
    await requestReset(user.email);
    const { code } = latestMailTo(user.email);
    // Fifteen minutes pass: move the stored expiry into the past.
    await t.app.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await confirm({ email: user.email, code, password: 'Tarde-2026' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatchObject({
      code: 'RESET_CODE_EXPIRED',
      message: 'El código venció. Solicite uno nuevo para restablecer su contraseña.',
    });
  });

  it('only the latest code works after a second request', async () => {
    const user = await createUser(t.app);
    await requestReset(user.email);
    const first = latestMailTo(user.email).code;
    await requestReset(user.email);
    const second = latestMailTo(user.email).code;
    if (first !== second) {
      expect((await confirm({ email: user.email, code: first, password: 'Primera-2026' })).statusCode).toBe(400);
    }
    expect((await confirm({ email: user.email, code: second, password: 'Segunda-2026' })).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown e-mail and sends nothing', async () => {
    const known = await createUser(t.app);
    const a = await requestReset(known.email);
    const b = await requestReset('desconocido@example.co');
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    expect(readOutbox(t.config).some((eml) => eml.includes('To: desconocido@example.co'))).toBe(false);
  });

  it('requires the captcha', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'a@example.co' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('never writes the code, the token or a password to the logs', async () => {
    const user = await createUser(t.app);
    await requestReset(user.email);
    const { code, token } = latestMailTo(user.email);
    await confirm({ email: user.email, code: '999999', password: 'Nunca-En-Log-1' });
    await confirm({ email: user.email, code, password: 'Nunca-En-Log-2' });
    await signIn(t.app, user.email, 'Nunca-En-Log-2');
    const logs = t.logs.join('\n');
    expect(logs).toContain('Correo guardado en el outbox');
    for (const secret of [token, 'Nunca-En-Log-1', 'Nunca-En-Log-2', user.password]) {
      expect(logs).not.toContain(secret);
    }
    // A 6-digit code could appear inside a timestamp by chance: look for it as a number of its own.
    expect(logs).not.toMatch(new RegExp(`(?<![\\d])${code ?? 'sin-código'}(?![\\d])`));
  });
});
