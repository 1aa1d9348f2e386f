import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInAdmin } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Academia SST</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What the build's precompress step writes beside each text file (apps/web/build/precompress.ts).
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync('console.log(1)'));
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST_DIR: webDist, PROVIDER_NAME: 'SST Colombia', CONTACT_EMAIL: 'ayuda@sst.co' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('system routes', () => {
  it('reports health and readiness without naming the database', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.body).not.toMatch(/sqlite|postgres/i);
  });

  it('publishes the provider and contact from configuration, leaving out what is not configured', async () => {
    expect((await t.app.inject({ url: '/api/public-config' })).json()).toEqual({
      providerName: 'SST Colombia',
      contactEmail: 'ayuda@sst.co',
      contactPhone: null,
      contactAddress: null,
      contactHours: null,
      simulatorBaseUrl: null,
    });
    const configured = await createTestApp({
      CONTACT_PHONE: ' 601 555 0100 ',
      CONTACT_ADDRESS: 'Calle 1 # 2-3, Bogotá',
      CONTACT_HOURS: '',
      SIMULATOR_BASE_URL: 'https://simulador.example.co/academia/',
    });
    try {
      expect((await configured.app.inject({ url: '/api/public-config' })).json()).toMatchObject({
        contactPhone: '601 555 0100',
        contactAddress: 'Calle 1 # 2-3, Bogotá',
        contactHours: null,
        simulatorBaseUrl: 'https://simulador.example.co',
      });
    } finally {
      await configured.close();
    }
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(expect.arrayContaining(['/api/auth/sign-in', '/api/admin/users']));
  });
});

describe('API description in production', () => {
  const docsUrls = ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/swagger-ui.css'];

  it('exists only for a signed-in Superadministrador: 404 to anonymous callers and learners', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const learner = await signedIn(production.app);
      const admin = await signedInAdmin(production.app);
      for (const url of docsUrls) {
        const anonymous = await production.app.inject({ url });
        expect(anonymous.statusCode, url).toBe(404);
        expect(anonymous.json().error.code).toBe('NOT_FOUND');
        expect(anonymous.body).not.toContain('/api/admin');
        const asLearner = await production.app.inject({ url, headers: { cookie: learner.cookie } });
        expect(asLearner.statusCode, url).toBe(404);
        expect(asLearner.body).not.toContain('/api/admin');
        const asAdmin = await production.app.inject({ url, headers: { cookie: admin.cookie } });
        expect(asAdmin.statusCode, url).toBeLessThan(400);
      }
      const spec = await production.app.inject({ url: '/api/docs/json', headers: { cookie: admin.cookie } });
      expect(Object.keys(spec.json().paths)).toContain('/api/admin/users');
    } finally {
      await production.close();
    }
  });

  it('is open to everyone in production when API_DOCS=true', async () => {
    const open = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'true' });
    try {
      expect((await open.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('web app serving', () => {
  it('caches hashed assets for a year and never caches index.html', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
  });

  it('sends the compressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const brotli = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('falls back to index.html for browser routes, not for API paths or missing files', async () => {
    for (const url of ['/rutas/42', '/admin/evaluacion/planear/7', '/reestablecer-contrasena?token=abc']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
    expect((await t.app.inject({ url: '/api/nada' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/falta-xyz.js' })).statusCode).toBe(404);
  });
});
