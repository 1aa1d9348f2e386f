import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles, signedIn, signedInAdmin, uploadFile } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { permissionsPolicy } from './security-headers.js';

const PAGE_CSP =
  "default-src 'self';base-uri 'none';object-src 'none';script-src 'self';script-src-attr 'none';" +
  "style-src 'self' 'nonce-NONCE';style-src-attr 'unsafe-inline';img-src 'self' data:;font-src 'self';media-src 'self';connect-src 'self';" +
  "worker-src 'self' blob:;frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;" +
  "manifest-src 'self';form-action 'self';frame-ancestors 'none'";

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>Academia SST</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const nonceOf = (response: LightMyRequestResponse) =>
  /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toBe(permissionsPolicy);
  expect(response.headers['permissions-policy']).toContain('camera=()');
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('gives a page of the app a CSP without inline script or eval, that no other site may frame', async () => {
    const page = await t.app.inject({ url: '/admin/rutas' });
    expect(page.statusCode).toBe(200);
    expectCommonHeaders(page);
    expect(page.headers['x-frame-options']).toBe('DENY');
    const nonce = nonceOf(page);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(page.headers['content-security-policy']).toBe(PAGE_CSP.replace('NONCE', nonce));
    // No inline script, no eval, no style element without the nonce; only style attributes are open (decision 067).
    expect(page.headers['content-security-policy']).not.toMatch(
      /(script-src|style-src) [^;]*'unsafe-inline'|unsafe-eval/,
    );
    expect(page.headers['content-security-policy']).toContain("style-src-attr 'unsafe-inline'");
    // The page carries its own nonce for the styles its scripts add, and a new one on every answer.
    expect(page.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    const again = await t.app.inject({ url: '/admin/rutas' });
    expect(nonceOf(again)).not.toBe(nonce);
    expect((await t.app.inject({ url: '/index.html' })).statusCode).toBe(404);
  });

  it('never gives two answers the same nonce, also past each draw of random bytes', async () => {
    const nonces = new Set<string>();
    // The bytes are drawn for 512 answers at a time (decision 069): 1,200 answers cross two draws.
    for (let answer = 0; answer < 1200; answer++) {
      const nonce = nonceOf(await t.app.inject({ url: '/api/health' }));
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(1200);
  });

  it('puts nosniff and the policy on assets, JSON, errors and 404s too', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: '/assets/index-abc123.js' }),
      t.app.inject({ url: '/api/health' }),
      t.app.inject({ url: '/api/auth/me' }),
      t.app.inject({ url: '/api/admin/routes' }),
      t.app.inject({ url: '/api/nada' }),
      t.app.inject({ url: '/assets/falta-xyz.js' }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: '{no es json',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 401, 404, 404, 400]);
    for (const answer of answers) {
      expectCommonHeaders(answer);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('lets only our own pages frame an uploaded file (the PDF viewer), and still says nosniff', async () => {
    const admin = await signedInAdmin(t.app);
    const upload = await uploadFile(t.app, admin.cookie, 'pdf', 'manual.pdf', sampleFiles.pdf);
    const file = await t.app.inject({
      url: `/api/files/${upload.json<{ id: string }>().id}`,
      headers: { cookie: admin.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expectCommonHeaders(file);
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(file.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(file.headers['content-security-policy']).toContain("script-src 'self';");
    const learner = await signedIn(t.app);
    const missing = await t.app.inject({ url: '/api/files/no-existe', headers: { cookie: learner.cookie } });
    expect(missing.statusCode).toBe(404);
    expectCommonHeaders(missing);
  });

  it('lets pages frame the external simulator only when SIMULATOR_BASE_URL is set', async () => {
    expect((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']).not.toContain(
      'simulador.example.co',
    );
    const withSimulator = await createTestApp({ SIMULATOR_BASE_URL: 'https://simulador.example.co/escenarios' });
    try {
      const answer = await withSimulator.app.inject({ url: '/api/health' });
      expect(answer.headers['content-security-policy']).toContain(
        "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://simulador.example.co;",
      );
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    } finally {
      await withSimulator.close();
    }
  });

  it('asks for HTTPS only (HSTS, upgrade-insecure-requests) when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://academia.example.co' });
    try {
      const answer = await secure.app.inject({ url: '/api/health' });
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(answer.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
    const plain = await t.app.inject({ url: '/api/health' });
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
