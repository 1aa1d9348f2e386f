import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '@academia/shared/page-rendering';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * The web app's server renderer (apps/web/src/app/entry-server.tsx, built by `vite build --ssr` into apps/web/dist-ssr).
 * The request's type is restated here rather than imported: the server compiles without the web app's sources. What
 * both must agree on, the page's shape and where its answers go, is in @academia/shared/page-rendering.
 */

export interface PageRequest {
  url: string;
  nonce: string;
  userAgent?: string;
  api: (path: string, init: RequestInit) => Promise<Response>;
}

export interface PageRenderer {
  renderPage: (request: PageRequest) => Promise<RenderedPage | null>;
}

/** The renderer beside a web build (`<web>/dist` → `<web>/dist-ssr`), or null when it was not built. */
export async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | null> {
  const file = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/**
 * Answers the renderer's API calls through the app's own routes, as the visitor: their cookie, address and browser,
 * so every check of an API call applies. Only reads: a page is never rendered by changing anything. A session the
 * API renews (a remembered one) reaches the visitor's browser with the page.
 */
function visitorApi(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): PageRequest['api'] {
  return async (apiPath, init) => {
    if ((init.method ?? 'GET') !== 'GET' || !apiPath.startsWith('/api/')) {
      throw new Error(`El renderizado de páginas solo lee la API: ${init.method ?? 'GET'} ${apiPath}`);
    }
    const answer = await app.inject({
      method: 'GET',
      url: apiPath,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });
    const renewed = answer.headers['set-cookie'];
    if (renewed) reply.header('set-cookie', renewed);
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The page rendered for this request, or null to send the shell the browser renders into. A failure is logged. */
export async function renderedPage(
  renderer: PageRenderer,
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  nonce: string,
): Promise<RenderedPage | null> {
  try {
    return await renderer.renderPage({
      url: request.url,
      nonce,
      userAgent: request.headers['user-agent'],
      api: visitorApi(app, request, reply),
    });
  } catch (error) {
    request.log.error({ err: error }, 'No se pudo renderizar la página en el servidor; se envía sin contenido');
    return null;
  }
}
