import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { PageRenderer, PageRequest } from './page-renderer.js';

/*
 * The server's side of pages rendered on the server (decision 067): what it hands the web app's renderer, and how the
 * page it gets back reaches the browser. The renderer here is a stand-in at the edge; the web app's own tests cover
 * the real one, and the browser suite the two together.
 */

const INDEX_HTML =
  '<!doctype html><html data-shell="__SHELL__"><head><meta name="csp-nonce" content="__CSP_NONCE__">' +
  '<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="anonymous" />' +
  '<title>Academia SST</title></head><body><div id="root"></div><div id="shell"></div></body></html>';

/** What the stand-in renderer does for a request: by default it writes the session the API gave it. */
type Behaviour = (request: PageRequest) => Promise<{ head: string; html: string; state: string } | null>;

let behaviour: Behaviour;
const requests: PageRequest[] = [];
const renderer: PageRenderer = {
  renderPage: (request) => {
    requests.push(request);
    return behaviour(request);
  },
};

async function sessionPage(request: PageRequest) {
  const answer = await request.api('/api/auth/me', { method: 'GET' });
  const text = await answer.text();
  return { head: '<style nonce="x">.a{}</style>', html: `<p>${String(answer.status)} $& $' ${text}</p>`, state: text };
}

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST_DIR: webDist }, { pageRenderer: renderer });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('pages rendered on the server', () => {
  it("renders a page with the visitor's own API answers, and sends it with those answers", async () => {
    behaviour = sessionPage;
    const ana = await signedIn(t.app);
    const page = await t.app.inject({ url: '/rutas?q=alturas', headers: { cookie: ana.cookie } });
    expect(page.statusCode).toBe(200);
    expect(requests.at(-1)?.url).toBe('/rutas?q=alturas');
    // The renderer's call went through the API as Ana: her session, nobody else's.
    expect(page.body).toContain("<p>200 $& $' ");
    expect(page.body).toContain(`"email":"${ana.email}"`);
    const state = /<script type="application\/json" id="estado-inicial">(.*?)<\/script><div id="root">/.exec(page.body);
    expect(JSON.parse(state?.[1] ?? 'null')).toMatchObject({ user: { email: ana.email } });
    // Styles in the head; the session preload gone (the page brings the session); nobody else's cache keeps it.
    expect(page.body).toMatch(/<style nonce="x">\.a\{\}<\/style><\/head>/);
    expect(page.body).not.toContain('rel="preload" href="/api/auth/me"');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(requests.at(-1)?.nonce).toBe(/'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1]);
  });

  it('asks the API without a session for a visitor who has none', async () => {
    behaviour = sessionPage;
    const page = await t.app.inject({ url: '/' });
    expect(page.body).toContain('{"user":null}');
  });

  it('lets the renderer only read the API', async () => {
    const ana = await signedIn(t.app);
    let refusal = '';
    behaviour = async (request) => {
      await request.api('/api/auth/sign-out', { method: 'POST' }).catch((error: unknown) => {
        refusal = String(error);
      });
      await request.api('https://example.com/api/x', { method: 'GET' }).catch((error: unknown) => {
        refusal += String(error);
      });
      return null;
    };
    await t.app.inject({ url: '/inicio', headers: { cookie: ana.cookie } });
    expect(refusal).toMatch(/solo lee la API: POST \/api\/auth\/sign-out.*solo lee la API: GET https:/);
    // Still signed in: nothing was written on her behalf.
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: ana.cookie } });
    expect(me.json()).toMatchObject({ user: { email: ana.email } });
  });

  it('sends the page the browser renders when the renderer declines or fails', async () => {
    behaviour = () => Promise.resolve(null);
    const declined = await t.app.inject({ url: '/favoritos' });
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('<div id="root"></div>');
    expect(declined.body).toContain('rel="preload" href="/api/auth/me"');
    expect(declined.headers['cache-control']).toBe('no-cache');

    behaviour = () => Promise.reject(new Error('el renderizador se cayó'));
    const failed = await t.app.inject({ url: '/inicio' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(t.logs.join('')).toContain('No se pudo renderizar la página en el servidor');
  });

  it('does not render for a HEAD request, nor for a file or an API path', async () => {
    behaviour = sessionPage;
    const before = requests.length;
    expect((await t.app.inject({ method: 'HEAD', url: '/inicio' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/assets/nada.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/nada' })).statusCode).toBe(404);
    expect(requests.length).toBe(before);
  });

  it('compresses the page for a browser that accepts it, and only then', async () => {
    behaviour = sessionPage;
    const brotli = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8')).toContain('{"user":null}');

    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toContain('{"user":null}');

    const plain = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('{"user":null}');
  });
});
