import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DEMO_ADMIN, uniqueEmail } from '../support/helpers.js';

// Talks to each app server of the scale-out topology directly (E2E_TOPOLOGY=nginx; global-setup.ts), with no
// browser: whatever one server starts, the other must finish. The browser suite proves the same through nginx.
const appUrls = (process.env.E2E_APP_URLS ?? '').split(',').filter(Boolean);
const [one = '', two = ''] = appUrls;

test.describe('dos servidores de aplicación sobre la misma base de datos', () => {
  test.skip(appUrls.length < 2, 'Solo en la topología con nginx (E2E_TOPOLOGY=nginx).');

  /** A client address of its own for each test, so per-IP counters start at zero (the servers trust nginx's header). */
  const clientIp = () => `2001:db8::${crypto.randomBytes(2).toString('hex')}:${crypto.randomBytes(2).toString('hex')}`;

  async function call(base: string, path: string, init: RequestInit & { ip?: string; cookie?: string } = {}) {
    const { ip, cookie, headers, ...rest } = init;
    return fetch(`${base}/api${path}`, {
      ...rest,
      headers: {
        ...(rest.body && typeof rest.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...(ip ? { 'x-forwarded-for': ip } : {}),
        ...(cookie ? { cookie } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    });
  }

  async function errorCode(response: Response): Promise<string | undefined> {
    return ((await response.json()) as { error?: { code?: string } }).error?.code;
  }

  async function solvedCaptcha(base: string): Promise<string> {
    const challenge = (await (await call(base, '/auth/captcha')).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('No se pudo resolver el captcha');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  async function signUp(base: string, email: string, captcha: string, ip = clientIp()) {
    return call(base, '/auth/sign-up', {
      method: 'POST',
      ip,
      body: JSON.stringify({ nombre: 'Marta Ríos', email, password: 'Segura-2026', captcha, consent: true }),
    });
  }

  async function signIn(base: string, email: string, password: string, ip = clientIp()) {
    const response = await call(base, '/auth/sign-in', {
      method: 'POST',
      ip,
      body: JSON.stringify({ email, password, remember: false }),
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sst_sesion='));
    return { response, cookie: cookie?.split(';')[0] };
  }

  async function signedInUser(base: string, cookie: string | undefined) {
    const me = (await (await call(base, '/auth/me', { ...(cookie ? { cookie } : {}) })).json()) as {
      user: { email: string } | null;
    };
    return me.user?.email ?? null;
  }

  test('un captcha emitido por un servidor vale en el otro, y repetido en cualquiera se rechaza', async () => {
    const captcha = await solvedCaptcha(one);
    expect((await signUp(two, uniqueEmail('captcha'), captcha)).status).toBe(202);
    const replayed = await signUp(one, uniqueEmail('captcha-repetido'), captcha);
    expect(replayed.status).toBe(400);
    expect(await errorCode(replayed)).toBe('CAPTCHA_REPLAYED');
    const again = await signUp(two, uniqueEmail('captcha-repetido'), captcha);
    expect(await errorCode(again)).toBe('CAPTCHA_REPLAYED');
  });

  test('la sesión abierta en un servidor vale en el otro, y cerrarla en el otro la cierra en ambos', async () => {
    const email = uniqueEmail('sesion');
    expect((await signUp(one, email, await solvedCaptcha(one))).status).toBe(202);
    const { response, cookie } = await signIn(one, email, 'Segura-2026');
    expect(response.status).toBe(200);
    expect(await signedInUser(two, cookie)).toBe(email);

    expect((await call(two, '/auth/sign-out', { method: 'POST', ...(cookie ? { cookie } : {}) })).status).toBe(204);
    expect(await signedInUser(one, cookie)).toBeNull();
    expect(await signedInUser(two, cookie)).toBeNull();
  });

  test('los contadores de intentos suman las peticiones de los dos servidores', async () => {
    // Sign-in: the captcha is demanded after 3 failures; two failures on one server and one on the other reach it.
    const email = uniqueEmail('fallos');
    expect((await signUp(two, email, await solvedCaptcha(two))).status).toBe(202);
    const ip = clientIp();
    for (const base of [one, two, one]) {
      expect(await errorCode((await signIn(base, email, 'equivocada-1', ip)).response)).toBe('INVALID_CREDENTIALS');
    }
    const afterThree = await signIn(two, email, 'Segura-2026', ip);
    expect(await errorCode(afterThree.response)).toBe('CAPTCHA_REQUIRED');

    // Sign-up: 10 per address per hour, counted before the captcha is checked; 5 + 5 on each server, then refused.
    const signUpIp = clientIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await signUp(attempt % 2 ? two : one, uniqueEmail('limite'), 'no-es-un-captcha', signUpIp);
      expect(await errorCode(response)).toBe('CAPTCHA_INVALID');
    }
    for (const base of [one, two]) {
      const refused = await signUp(base, uniqueEmail('limite'), 'no-es-un-captcha', signUpIp);
      expect(refused.status).toBe(429);
      expect(await errorCode(refused)).toBe('RATE_LIMITED');
    }
  });

  test('un video subido por un servidor se descarga por rangos desde el otro', async () => {
    const admin = await signIn(one, DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(admin.response.status).toBe(200);
    const cookie = admin.cookie ?? '';
    // Over 5 MiB, so it reaches the S3 store as a multipart upload. An MP4 box header, then random bytes.
    const video = Buffer.concat([Buffer.from('000000206674797069736f6d', 'hex'), crypto.randomBytes(6 * 1024 * 1024)]);
    const form = new FormData();
    form.append('file', new Blob([video], { type: 'video/mp4' }), 'induccion.mp4');
    const uploaded = await call(one, '/admin/uploads?purpose=video', { method: 'POST', body: form, cookie });
    expect(uploaded.status).toBe(201);
    const { id, size } = (await uploaded.json()) as { id: string; size: number };
    expect(size).toBe(video.length);

    const start = 5 * 1024 * 1024 - 100;
    const partial = await call(two, `/files/${id}`, {
      cookie,
      headers: { range: `bytes=${String(start)}-${String(start + 199)}` },
    });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(
      `bytes ${String(start)}-${String(start + 199)}/${String(video.length)}`,
    );
    expect(Buffer.from(await partial.arrayBuffer()).equals(video.subarray(start, start + 200))).toBe(true);

    const whole = await call(two, `/files/${id}`, { cookie });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
  });
});
