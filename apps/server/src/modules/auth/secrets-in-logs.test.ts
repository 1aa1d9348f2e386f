import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

async function resetMailFor(email: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    payload: { email, captcha: await solveCaptcha(t.app) },
  });
  await t.app.container.mailer.idle();
  const text = plainText(
    readOutbox(t.config)
      .filter((eml) => eml.includes(`To: ${email}`))
      .at(-1) ?? '',
  );
  const link = /(https?:\/\/\S*reestablecer-contrasena\S*)/.exec(text)?.[1] ?? '';
  const token = /#token=([\w-]+)/.exec(link)?.[1] ?? '';
  const code = /es: (\d{6})/.exec(text)?.[1] ?? '';
  return { link, token, code };
}

describe('no token, code or password reaches the log', () => {
  it('through the whole reset flow, old links with ?token= included, and sign-in', async () => {
    const user = await createUser(t.app);

    // The link carries its token in the fragment, which browsers never send to a server.
    const byLink = await resetMailFor(user.email);
    expect(byLink.link).toContain('/reestablecer-contrasena#token=');
    expect(byLink.link).not.toContain('?');
    expect(byLink.token.length).toBeGreaterThanOrEqual(32);

    // A link sent before the change, opened as the browser would (the page itself), and tokens tried as queries.
    await t.app.inject({ url: `/reestablecer-contrasena?token=${byLink.token}` });
    await t.app.inject({ url: `/reestablecer-contrasena?code=${byLink.code}&utm_source=correo` });
    await t.app.inject({ url: `/api/auth/me?reset_token=${byLink.token}&signature=${byLink.code}` });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: byLink.token, password: 'Por-Enlace-2026' },
    });
    expect(confirmed.statusCode).toBe(200);

    // The same with the 6-digit code, and signing in with the new password.
    const byCode = await resetMailFor(user.email);
    const withCode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { email: user.email, code: byCode.code, password: 'Por-Codigo-2026' },
    });
    expect(withCode.statusCode).toBe(200);
    expect((await signIn(t.app, user.email, 'Por-Codigo-2026')).statusCode).toBe(200);

    const log = t.logs.join('');
    // The requests were logged by their route (or path when unmatched), never with their query string.
    expect(log).toContain('"route":"/reestablecer-contrasena"');
    expect(log).toContain('"route":"/api/auth/me"');
    expect(log).toContain('"route":"/api/auth/password-reset/confirm"');
    expect(log).not.toContain('/reestablecer-contrasena?');
    expect(log).not.toContain('/api/auth/me?');
    for (const secret of [byLink.token, byLink.code, byCode.token, byCode.code, 'Por-Enlace-2026', 'Por-Codigo-2026']) {
      expect(log).not.toContain(secret);
    }
  });
});
