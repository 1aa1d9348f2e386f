import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/clock/clock.js';
import { cookieHeader, createTestApp, createUser, sessionCookieOf, signIn, type TestApp } from '../../test/test-app.js';
import { BROWSER_SESSION_IDLE_MS, REMEMBER_TTL_MS } from './session.service.js';

// Time is moved with the injected clock instead of waiting or patching Date: the whole app shares it.
const clock = fixedClock('2026-03-02T08:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

describe('session expiry by the clock', () => {
  it('ends a browser session after 12 idle hours, not before', async () => {
    const user = await createUser(t.app);
    const cookie = cookieHeader(await signIn(t.app, user.email, user.password));
    clock.advance(BROWSER_SESSION_IDLE_MS - 60_000);
    expect((await me(cookie)).json().user.id).toBe(user.id);
    // That request slid the expiry forward: 12 idle hours count from it.
    clock.advance(BROWSER_SESSION_IDLE_MS + 1);
    const expired = await me(cookie);
    expect(expired.json()).toEqual({ user: null });
    expect(sessionCookieOf(expired)?.value).toBe('');
  });

  it('keeps a remembered session for 30 days without visits, and ends it after', async () => {
    const user = await createUser(t.app);
    const cookie = cookieHeader(await signIn(t.app, user.email, user.password, true));
    clock.advance(REMEMBER_TTL_MS - 60_000);
    expect((await me(cookie)).json().user.id).toBe(user.id);
    clock.advance(REMEMBER_TTL_MS + 1);
    expect((await me(cookie)).json()).toEqual({ user: null });
  });

  it('forgets failed sign-ins once their 15-minute window is over', async () => {
    const user = await createUser(t.app);
    const wrong = () => signIn(t.app, user.email, 'Clave-equivocada-1');
    await wrong();
    await wrong();
    expect((await wrong()).json().error.details).toEqual({ captchaRequired: true });
    clock.advance(15 * 60 * 1000);
    const after = await wrong();
    expect(after.statusCode).toBe(401);
    expect(after.json().error.details).toEqual({ captchaRequired: false });
  });
});
