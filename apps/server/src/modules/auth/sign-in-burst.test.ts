import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../test/test-app.js';
import { PasswordHasher } from './password-hasher.js';

/** The real scrypt hasher, counting how many passwords it was asked to check. */
class CountingHasher extends PasswordHasher {
  verifications = 0;
  override async verify(password: string, stored: string): Promise<boolean> {
    this.verifications += 1;
    return super.verify(password, stored);
  }
}

/** An app listening on a real port, so the burst arrives as parallel HTTP requests, not one after another. */
async function listening(env: Record<string, string>) {
  const hasher = new CountingHasher({ N: 1024, r: 8, p: 1 });
  const t = await createTestApp(env, { hasher });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${String(port)}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  return { t, hasher, post };
}

describe('sign-in limits under a burst of parallel requests', () => {
  let captchaFirst: Awaited<ReturnType<typeof listening>>;
  let ipLimit: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    captchaFirst = await listening({});
    ipLimit = await listening({
      SIGNIN_MAX_FAILURES_PER_IP: '10',
      SIGNIN_CAPTCHA_AFTER_FAILURES: '1000',
      SIGNIN_CAPTCHA_AFTER_IP_FAILURES: '1000',
    });
  });
  afterAll(async () => {
    await captchaFirst.t.close();
    await ipLimit.t.close();
  });

  it('100 parallel wrong sign-ins for one account check at most SIGNIN_CAPTCHA_AFTER_FAILURES passwords', async () => {
    const { t, hasher, post } = captchaFirst;
    const user = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post('/api/auth/sign-in', { email: user.email, password: `mala-${String(i)}` }),
      ),
    );
    const codes = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { error: { code: string } }).error.code),
    );
    expect(hasher.verifications).toBeLessThanOrEqual(3);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS').length).toBe(hasher.verifications);
    expect(codes.filter((code) => code === 'CAPTCHA_REQUIRED').length).toBe(100 - hasher.verifications);
  });

  it('with the captcha out of the way, the per-IP limit holds: at most SIGNIN_MAX_FAILURES_PER_IP checks', async () => {
    const { t, hasher, post } = ipLimit;
    const user = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post('/api/auth/sign-in', { email: user.email, password: `mala-${String(i)}` }),
      ),
    );
    expect(hasher.verifications).toBeLessThanOrEqual(10);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBe(100 - hasher.verifications);
    for (const answer of limited) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
