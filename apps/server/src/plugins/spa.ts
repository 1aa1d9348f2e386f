import fs from 'node:fs';
import path from 'node:path';
import { SERVER_STATE_ID } from '@academia/shared/page-rendering';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors/app-error.js';
import { sendPage } from './compress-page.js';
import { loadPageRenderer, renderedPage, type PageRenderer } from './page-renderer.js';
import { styleNonceOf } from './security-headers.js';
import { shellFor } from './spa-shell.js';

/** Written by apps/web/index.html into `<meta name="csp-nonce">` and its shell's `<style>`; replaced by each request's style nonce. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** `<html data-shell>`: which header the shell paints before any script (spa-shell.ts). */
const SHELL_PLACEHOLDER = '__SHELL__';

/** Where the page goes; the answers it was rendered from go just before it (SERVER_STATE_ID). */
const ROOT_ELEMENT = '<div id="root"></div>';
/** index.html asks for the session early; a rendered page brings it, and an unused preload is a console warning. */
const SESSION_PRELOAD = /\s*<link rel="preload" href="\/api\/auth\/me"[^>]*>/;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: hashed files under /assets are cached for a year (their names change with their
 * content); index.html is never cached; any other GET that is not /api falls back to index.html so the
 * browser router can take it, with this request's style nonce written in (see security-headers.ts). Without a build
 * (tests, dev) only the 404 part applies.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  // Tests hand in their own; otherwise the one built beside the web app, if any (decision 067).
  renderer: PageRenderer | null | undefined = undefined,
) {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // Read once: the build does not change under a running server, and every page answer needs its own nonce in it.
  const indexHtml = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  const pageRenderer = renderer === undefined && hasBuild ? await loadPageRenderer(webDistDir) : (renderer ?? null);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files (apps/web/build/precompress.ts); send the one accepted.
      preCompressed: true,
      // index.html only leaves through the fallback below, which puts the request's nonce in it.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          isHashedAsset ? `public, max-age=${String(ONE_YEAR_SECONDS)}, immutable` : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const pathOnly = request.url.split('?')[0] ?? '';
    if (!hasBuild || !isPage || pathOnly.startsWith('/api/') || pathOnly === '/api' || path.extname(pathOnly)) {
      throw notFound('La ruta solicitada no existe.');
    }
    reply.header('cache-control', 'no-cache');
    const nonce = styleNonceOf(request);
    const shell = indexHtml.replaceAll(NONCE_PLACEHOLDER, nonce).replace(SHELL_PLACEHOLDER, shellFor(pathOnly));
    const page =
      pageRenderer && request.method === 'GET' ? await renderedPage(pageRenderer, app, request, reply, nonce) : null;
    if (!page) return sendPage(request, reply, shell);
    // A rendered page depends on who asks: no shared cache may keep it, and a revisit asks again.
    reply.header('cache-control', 'private, no-cache');
    // A function, so that no "$&" in the page's text is read as a replacement pattern.
    const html = shell
      .replace(SESSION_PRELOAD, '')
      .replace('</head>', () => `${page.head}</head>`)
      .replace(
        ROOT_ELEMENT,
        () =>
          `<script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script><div id="root">${page.html}</div>`,
      );
    return sendPage(request, reply, html);
  });
}
