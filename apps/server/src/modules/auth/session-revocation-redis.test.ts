import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieHeader, createTestApp, createUser, signIn, type TestApp } from '../../test/test-app.js';
import { SessionsRepository } from './sessions.repository.js';

// Two app processes on one database, as behind nginx (decision 021): only Redis can tell B that A ended a session.
describe.skipIf(!process.env.TEST_REDIS_URL)('session revocation across processes through Redis', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? '' });
    other = await t.reopen();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const mySessions = (app: FastifyInstance, cookie: string) =>
    app.inject({ url: '/api/account/sessions', headers: { cookie } });

  it('a session signed out on A is refused by B on the very next request', async () => {
    const user = await createUser(t.app);
    const cookie = cookieHeader(await signIn(t.app, user.email, user.password));
    const reads = vi.spyOn(SessionsRepository.prototype, 'findById');
    // Warm both caches, and check B really serves from its cache (else the test would prove nothing).
    for (const app of [t.app, other, t.app, other]) expect((await mySessions(app, cookie)).statusCode).toBe(200);
    expect(reads).toHaveBeenCalledTimes(2);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await mySessions(other, cookie)).statusCode).toBe(401);
    reads.mockRestore();
  });

  it('a user deactivated on A is refused by B on the very next request', async () => {
    const admin = await createUser(t.app, { perfil: 'Superadministrador' });
    const adminCookie = cookieHeader(await signIn(t.app, admin.email, admin.password));
    const user = await createUser(t.app);
    const cookie = cookieHeader(await signIn(t.app, user.email, user.password));
    expect((await mySessions(other, cookie)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/deactivate`,
      headers: { cookie: adminCookie },
    });
    expect(off.statusCode).toBe(200);
    expect((await mySessions(other, cookie)).statusCode).toBe(401);
  });
});
