import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors/app-error.js';
import { styleNonceOf } from './security-headers.js';
import { shellFor } from './spa-shell.js';

/** Written by apps/web/index.html into `<meta name="csp-nonce">` and its shell's `<style>`; replaced by each request's style nonce. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** `<html data-shell>`: which header the shell paints before any script (spa-shell.ts). */
const SHELL_PLACEHOLDER = '__SHELL__';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: hashed files under /assets are cached for a year (their names change with their
 * content); index.html is never cached; any other GET that is not /api falls back to index.html so the
 * browser router can take it, with this request's style nonce written in (see security-headers.ts). Without a build
 * (tests, dev) only the 404 part applies.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // Read once: the build does not change under a running server, and every page answer needs its own nonce in it.
  const indexHtml = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';

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

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const pathOnly = request.url.split('?')[0] ?? '';
    if (!hasBuild || !isPage || pathOnly.startsWith('/api/') || pathOnly === '/api' || path.extname(pathOnly)) {
      throw notFound('La ruta solicitada no existe.');
    }
    reply.header('cache-control', 'no-cache');
    const html = indexHtml
      .replaceAll(NONCE_PLACEHOLDER, styleNonceOf(request))
      .replace(SHELL_PLACEHOLDER, shellFor(pathOnly));
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
