import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Academia SST</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST_DIR: webDist, PROVIDER_NAME: 'SST Colombia', CONTACT_EMAIL: 'ayuda@sst.co' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('system routes', () => {
  it('reports health and readiness with the database kind', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
  });

  it('publishes the provider and contact from configuration, leaving out what is not configured', async () => {
    expect((await t.app.inject({ url: '/api/public-config' })).json()).toEqual({
      providerName: 'SST Colombia',
      contactEmail: 'ayuda@sst.co',
      contactPhone: null,
      contactAddress: null,
      contactHours: null,
    });
    const configured = await createTestApp({
      CONTACT_PHONE: ' 601 555 0100 ',
      CONTACT_ADDRESS: 'Calle 1 # 2-3, Bogotá',
      CONTACT_HOURS: '',
    });
    try {
      expect((await configured.app.inject({ url: '/api/public-config' })).json()).toMatchObject({
        contactPhone: '601 555 0100',
        contactAddress: 'Calle 1 # 2-3, Bogotá',
        contactHours: null,
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

describe('web app serving', () => {
  it('caches hashed assets for a year and never caches index.html', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
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
