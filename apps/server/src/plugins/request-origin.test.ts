import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.js';
import { createRoute, multipartFile, sampleFiles, signedInAdmin } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const OURS = 'http://localhost:3000';
const OTHER_PORT = 'http://localhost:4000';
const SIBLING = 'http://foro.localhost:3000';
const LISTED = 'https://academia.example.co';

let t: TestApp;
let admin: { cookie: string };
let routeId: string;

/** What a browser sends when a page auto-submits `<form method="post" enctype=…>` to our server. */
function formFrom(origin: string, enctype: 'application/x-www-form-urlencoded' | 'text/plain', body = '') {
  return {
    headers: {
      origin,
      'sec-fetch-site': 'same-site',
      'sec-fetch-mode': 'navigate',
      'content-type': enctype,
      cookie: admin.cookie,
    },
    payload: body,
  };
}

async function routeCount() {
  const list = await t.app.inject({ url: '/api/admin/routes?pageSize=100', headers: { cookie: admin.cookie } });
  return list.json<{ total: number }>().total;
}

async function stillSignedIn() {
  const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: admin.cookie } });
  return me.json<{ user: unknown }>().user !== null;
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${OURS}/`, ALLOWED_ORIGINS: ` ${LISTED} ,` });
  admin = await signedInAdmin(t.app);
  routeId = (await createRoute(t.app, admin.cookie)).id;
});
afterAll(async () => t.close());

describe('cross-site requests (CSRF)', () => {
  it('refuses forms auto-submitted from another port or a sibling subdomain, and nothing changes', async () => {
    const before = await routeCount();
    const attempts = [
      formFrom(OTHER_PORT, 'application/x-www-form-urlencoded'),
      formFrom(OTHER_PORT, 'text/plain', 'x=y\r\n'),
      formFrom(SIBLING, 'application/x-www-form-urlencoded', 'a=1'),
      formFrom(SIBLING, 'text/plain'),
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/routes/${routeId}/duplicate`,
        ...attempt,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'CROSS_ORIGIN_REQUEST',
        message: expect.stringContaining('no salió de las páginas de la academia'),
      });
    }
    expect(await routeCount()).toBe(before);
  });

  it('refuses a foreign sign-out: the session still works', async () => {
    for (const origin of [OTHER_PORT, SIBLING, 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        ...formFrom(origin, 'application/x-www-form-urlencoded'),
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await stillSignedIn()).toBe(true);
  });

  it('refuses a browser request without Origin that says it came from another site', async () => {
    for (const site of ['same-site', 'cross-site']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/routes/${routeId}/duplicate`,
        headers: { cookie: admin.cookie, 'sec-fetch-site': site },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses form and text bodies even from our own pages (415), and nothing changes', async () => {
    const before = await routeCount();
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/routes/${routeId}/duplicate`,
        headers: { origin: OURS, 'sec-fetch-site': 'same-origin', 'content-type': contentType, cookie: admin.cookie },
        payload: '',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: OURS, 'content-type': 'text/plain', cookie: admin.cookie },
      payload: '{}',
    });
    expect(signOut.statusCode).toBe(415);
    expect(await routeCount()).toBe(before);
    expect(await stillSignedIn()).toBe(true);
  });

  it('takes multipart only on the upload route, and only from our pages', async () => {
    const file = multipartFile('manual.pdf', sampleFiles.pdf);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/admin/routes/${routeId}/duplicate`,
      headers: { ...file.headers, origin: OURS, cookie: admin.cookie },
      payload: file.payload,
    });
    expect(elsewhere.statusCode).toBe(415);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?purpose=pdf',
      headers: { ...file.headers, origin: OTHER_PORT, cookie: admin.cookie },
      payload: file.payload,
    });
    expect(foreign.statusCode).toBe(403);
    const ours = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?purpose=pdf',
      headers: { ...file.headers, origin: OURS, 'sec-fetch-site': 'same-origin', cookie: admin.cookie },
      payload: file.payload,
    });
    expect(ours.statusCode).toBe(201);
  });

  it('accepts our own pages (Origin or Sec-Fetch-Site), a configured origin, and clients that send neither', async () => {
    const before = await routeCount();
    const accepted = [
      { origin: OURS, 'sec-fetch-site': 'same-origin' },
      { origin: OURS, 'content-type': 'application/json; charset=utf-8' },
      { origin: LISTED, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of accepted) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/routes/${routeId}/duplicate`,
        headers: { ...headers, cookie: admin.cookie },
        ...('content-type' in headers ? { payload: '{}' } : {}),
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
    }
    expect(await routeCount()).toBe(before + accepted.length);
    const json = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/routes/${routeId}`,
      headers: { origin: OURS, cookie: admin.cookie },
      payload: { summary: 'Resumen cambiado desde la página' },
    });
    expect(json.statusCode).toBe(200);
  });

  it('leaves reads alone: a GET from anywhere is answered (the browser keeps it from the other page)', async () => {
    const me = await t.app.inject({ url: '/api/auth/me', headers: { origin: OTHER_PORT, cookie: admin.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('signs out from our own page', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: OURS, 'sec-fetch-site': 'same-origin', cookie: admin.cookie },
    });
    expect(response.statusCode).toBeLessThan(300);
    expect(await stillSignedIn()).toBe(false);
  });
});

describe('allowed origins in configuration', () => {
  it('are PUBLIC_URL and ALLOWED_ORIGINS; without PUBLIC_URL, this machine by name and address', () => {
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://sst.example.co/' }).allowedOrigins).toEqual([
      'https://sst.example.co',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', PORT: '8080' }).allowedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://a.co', ALLOWED_ORIGINS: 'https://b.co,http://c.co:81' })
        .allowedOrigins,
    ).toEqual(['https://a.co', 'https://b.co', 'http://c.co:81']);
  });

  it('refuses an entry that is not an origin, with a readable message', () => {
    for (const value of ['b.co', 'https://b.co/ruta', 'ftp://b.co']) {
      expect(() => loadConfig({ ALLOWED_ORIGINS: value })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'b.co' })).toThrow(/ALLOWED_ORIGINS.*no es un origen válido/);
  });
});
