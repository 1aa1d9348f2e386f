import { ADMIN_PROFILE, COMPANY_LEAD_PROFILE } from '@academia/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { fixedClock } from '../../infra/clock/clock.js';
import { member } from '../../test/people.js';
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
import type { UserSummary } from '../users/user.mapper.js';
import { SessionCache } from './session-cache.js';
import { SessionsRepository } from './sessions.repository.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof member>>;
beforeAll(async () => {
  // Explicit: on PostgreSQL without Redis (TEST_DATABASE_URL) the cache is off by default.
  t = await createTestApp({ SESSION_CACHE_MS: '5000' });
  admin = await member(t.app, ADMIN_PROFILE, null);
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const mySessions = (cookie: string) => t.app.inject({ url: '/api/account/sessions', headers: { cookie } });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

/** Signs the person in and makes one authenticated request, so the session is in the cache. */
async function warmSession(email: string, password: string): Promise<string> {
  const cookie = cookieHeader(await signIn(t.app, email, password));
  expect((await mySessions(cookie)).statusCode).toBe(200);
  return cookie;
}

describe('session lookups are cached in the process', () => {
  it('reads a session from the database once for a burst of requests', async () => {
    const user = await createUser(t.app);
    const cookie = cookieHeader(await signIn(t.app, user.email, user.password));
    const reads = vi.spyOn(SessionsRepository.prototype, 'findById');
    for (let i = 0; i < 3; i += 1) expect((await mySessions(cookie)).statusCode).toBe(200);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('reads the database on every request with SESSION_CACHE_MS=0', async () => {
    const off = await createTestApp({ SESSION_CACHE_MS: '0' });
    try {
      const user = await createUser(off.app);
      const cookie = cookieHeader(await signIn(off.app, user.email, user.password));
      const reads = vi.spyOn(SessionsRepository.prototype, 'findById');
      await off.app.inject({ url: '/api/account/sessions', headers: { cookie } });
      await off.app.inject({ url: '/api/account/sessions', headers: { cookie } });
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      await off.close();
    }
  });

  it('is off by default with several processes and no Redis (PostgreSQL, or WEB_CONCURRENCY > 1), on otherwise', () => {
    const base = { NODE_ENV: 'test' };
    const postgres = { ...base, DATABASE_URL: 'postgres://academia@db/academia' };
    expect(loadConfig(postgres).sessionCache.ttlMs).toBe(0);
    expect(loadConfig({ ...postgres, REDIS_URL: 'redis://cache:6379' }).sessionCache.ttlMs).toBeGreaterThan(0);
    expect(loadConfig(base).sessionCache.ttlMs).toBeGreaterThan(0);
    expect(loadConfig({ ...postgres, SESSION_CACHE_MS: '2000' }).sessionCache.ttlMs).toBe(2000);
    // Several workers on one SQLite file (decision 044) cannot tell each other of a sign-out without Redis.
    expect(loadConfig({ ...base, WEB_CONCURRENCY: '2' }).sessionCache.ttlMs).toBe(0);
    expect(loadConfig({ ...base, WEB_CONCURRENCY: '2', REDIS_URL: 'redis://cache:6379' }).sessionCache.ttlMs).toBe(
      5000,
    );
    expect(loadConfig({ ...base, WEB_CONCURRENCY: '1' }).sessionCache.ttlMs).toBeGreaterThan(0);
  });

  it('refuses a malformed REDIS_URL with a Spanish message', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', REDIS_URL: 'http://cache:6379' })).toThrow(
      /REDIS_URL: debe ser una dirección redis:\/\/ o rediss:\/\//,
    );
  });
});

describe('a revoked session is refused on the very next request, though it was cached', () => {
  it('sign-out', async () => {
    const user = await createUser(t.app);
    const cookie = await warmSession(user.email, user.password);
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect((await mySessions(cookie)).statusCode).toBe(401);
  });

  it('ending another device from "Mis sesiones"', async () => {
    const user = await createUser(t.app);
    const phone = await warmSession(user.email, user.password);
    const laptop = await warmSession(user.email, user.password);
    const other = (await mySessions(laptop)).json<{ items: { id: string; current: boolean }[] }>().items;
    const phoneId = other.find((session) => !session.current)?.id;
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${String(phoneId)}`,
      headers: { cookie: laptop },
    });
    expect(ended.statusCode).toBe(204);
    expect((await mySessions(phone)).statusCode).toBe(401);
    expect((await mySessions(laptop)).statusCode).toBe(200);
  });

  it('password change', async () => {
    const user = await createUser(t.app);
    const elsewhere = await warmSession(user.email, user.password);
    const here = await warmSession(user.email, user.password);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: here },
      payload: { currentPassword: user.password, newPassword: 'Nueva-clave-2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await mySessions(elsewhere)).statusCode).toBe(401);
    expect((await mySessions(here)).statusCode).toBe(401);
  });

  it('password reset by e-mailed code', async () => {
    const user = await createUser(t.app);
    const cookie = await warmSession(user.email, user.password);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: user.email, captcha: await solveCaptcha(t.app) },
    });
    await t.app.container.mailer.idle();
    const mail =
      readOutbox(t.config)
        .filter((eml) => eml.includes(`To: ${user.email}`))
        .at(-1) ?? '';
    const code = /es: (\d{6})/.exec(plainText(mail))?.[1];
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { email: user.email, code, password: 'Restablecida-2026' },
    });
    expect(done.statusCode).toBe(200);
    expect((await mySessions(cookie)).statusCode).toBe(401);
  });

  it('deactivation by an admin', async () => {
    const user = await createUser(t.app);
    const cookie = await warmSession(user.email, user.password);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/deactivate`,
      headers: { cookie: admin.cookie },
    });
    expect(off.statusCode).toBe(200);
    expect((await mySessions(cookie)).statusCode).toBe(401);
  });

  it('a new profile applies on the next request (no stale access rights)', async () => {
    const user = await createUser(t.app, { perfil: COMPANY_LEAD_PROFILE });
    const cookie = await warmSession(user.email, user.password);
    expect((await me(cookie)).json().user.perfil).toBe(COMPANY_LEAD_PROFILE);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: { cookie: admin.cookie },
      payload: { perfil: 'Aprendiz' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(cookie)).json().user.perfil).toBe('Aprendiz');
  });
});

describe('SessionCache', () => {
  const user: UserSummary = {
    id: 'u1',
    nombre: 'Ana',
    email: 'ana@example.co',
    numeroDocumento: null,
    tipoDocumento: null,
    empresaId: null,
    perfil: 'Aprendiz',
    active: true,
    hasConsented: true,
  };
  const session = (expiresAt: string) => ({
    id: 's1',
    userId: 'u1',
    remember: false,
    expiresAt,
    createdAt: '2026-03-02T08:00:00.000Z',
    refreshedAt: '2026-03-02T08:00:00.000Z',
    ip: null,
    userAgent: null,
  });

  it('never serves a session past its expiry, even within the cache lifetime', () => {
    const clock = fixedClock('2026-03-02T08:00:00.000Z');
    const cache = new SessionCache({ ttlMs: 5000, maxEntries: 10, clock });
    cache.set('s1', { session: session('2026-03-02T08:00:01.000Z'), user }, cache.begin());
    expect(cache.get('s1')).toBeDefined();
    clock.advance(1000);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('does not store a lookup that was read before a revocation', () => {
    const cache = new SessionCache({ ttlMs: 5000, maxEntries: 10, clock: fixedClock('2026-03-02T08:00:00.000Z') });
    const startedAt = cache.begin();
    cache.drop({ userIds: ['u1'] });
    cache.set('s1', { session: session('2026-03-03T08:00:00.000Z'), user }, startedAt);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache({ ttlMs: 5000, maxEntries: 2, clock: fixedClock('2026-03-02T08:00:00.000Z') });
    for (const id of ['a', 'b', 'c']) {
      cache.set(id, { session: session('2026-03-03T08:00:00.000Z'), user }, cache.begin());
    }
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});
