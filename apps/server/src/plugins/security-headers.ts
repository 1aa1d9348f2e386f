import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { videoEmbedOrigins } from '../modules/learning-paths/video-embed.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is shown inside an iframe of our own pages (PDFs): it may be framed by the same origin. */
    framedBySelf?: boolean;
  }
}

/** One random nonce per request, for the `<style>` elements the page's own scripts add (see docs/decisions/017). */
const styleNonces = new WeakMap<IncomingMessage, string>();

// Random bytes drawn a few kilobytes at a time: one call to the system's generator per 512 answers, not per
// answer (decision 069). Every nonce is still 16 bytes no other answer gets.
const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 512;
let nonceBytes = Buffer.alloc(0);
let nonceOffset = 0;

function nextNonce(): string {
  if (nonceOffset + NONCE_BYTES > nonceBytes.length) {
    nonceBytes = crypto.randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    nonceOffset = 0;
  }
  const nonce = nonceBytes.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** The style nonce of this request's Content-Security-Policy; the SPA writes it into index.html. */
export function styleNonceOf(request: FastifyRequest): string {
  const nonce = styleNonces.get(request.raw);
  if (!nonce) throw new Error('El nonce de estilos se crea al recibir la solicitud');
  return nonce;
}

/** Where each answer's nonce goes in the policy's text: a character no directive contains. */
const NONCE_SLOT = '\u0000';

/**
 * The Content-Security-Policy directives. `frameAncestors` is `'none'` everywhere except the files a page of ours
 * shows in an iframe (PDFs), which only our own origin may frame.
 */
function cspDirectives(
  frameAncestors: "'none'" | "'self'",
  https: boolean,
  frameOrigins: readonly string[],
): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // MUI (emotion) and the captcha add <style> elements at run time; they carry this request's nonce.
    styleSrc: ["'self'", `'nonce-${NONCE_SLOT}'`],
    // A page rendered on the server carries MUI's few style attributes (a progress bar's offset, a paper's shadow
    // variable) that React otherwise sets through the CSSOM, which no policy governs. Attributes cannot select or
    // load anything beyond img-src and font-src, so they are allowed; style elements still need the nonce (decision 067).
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    mediaSrc: ["'self'"],
    connectSrc: ["'self'"],
    // The captcha solves its proof of work in workers it starts from a blob: URL.
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...videoEmbedOrigins, ...frameOrigins],
    manifestSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: [frameAncestors],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * The policy as the header's text, split where each answer's nonce goes. Helmet would rebuild the whole text for
 * every answer because one value depends on the request; it is the same but for the nonce (decision 069).
 */
function cspHeader(frameAncestors: "'none'" | "'self'", https: boolean, frameOrigins: readonly string[]) {
  const text = Object.entries(cspDirectives(frameAncestors, https, frameOrigins))
    .map(([name, values]) => {
      const directive = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return values.length > 0 ? `${directive} ${values.join(' ')}` : directive;
    })
    .join(';');
  const [before = '', after = ''] = text.split(NONCE_SLOT);
  return (nonce: string) => before + nonce + after;
}

/**
 * Browser features no page needs are switched off; the players (ours and the embedded YouTube/Vimeo ones) keep
 * fullscreen, picture-in-picture and the sensors their `allow` attribute asks for.
 */
const players = `(self ${videoEmbedOrigins.map((origin) => `"${origin}"`).join(' ')})`;
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'idle-detection=()',
  'browsing-topics=()',
  `accelerometer=${players}`,
  `gyroscope=${players}`,
  `encrypted-media=${players}`,
  `picture-in-picture=${players}`,
  `fullscreen=${players}`,
].join(', ');

function helmetOptions(frameAncestors: "'none'" | "'self'", https: boolean): FastifyHelmetOptions {
  return {
    // Set by `registerSecurityHeaders` itself, from a text built once.
    contentSecurityPolicy: false,
    xFrameOptions: { action: frameAncestors === "'self'" ? 'sameorigin' : 'deny' },
    // Cross-origin: the origin only (YouTube's player refuses to play without a referrer); same-origin: the full URL.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
    // Our own pages only; a page elsewhere may not read or embed our answers.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  };
}

/**
 * Security headers on every answer — pages, assets, JSON, files, errors and 404s — with `@fastify/helmet`, plus
 * `Permissions-Policy`, which helmet does not set. `frameOrigins` are more origins our pages may frame (the external
 * simulator's, when SIMULATOR_BASE_URL is set). Headers go on the raw response at `onRequest`, so an error
 * answered later keeps them.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  frameOrigins: readonly string[] = [],
) {
  const https = publicUrl.startsWith('https:');
  const framed = helmetOptions("'self'", https);
  // @fastify/helmet reads a route's own options from `config.helmet`.
  app.addHook('onRoute', (route) => {
    if (route.config?.framedBySelf) route.config = { ...route.config, helmet: framed } as typeof route.config;
  });
  const policy = cspHeader("'none'", https, frameOrigins);
  const framedPolicy = cspHeader("'self'", https, frameOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const nonce = nextNonce();
    styleNonces.set(request.raw, nonce);
    const csp = request.routeOptions.config.framedBySelf ? framedPolicy : policy;
    reply.raw.setHeader('content-security-policy', csp(nonce));
    reply.raw.setHeader('permissions-policy', permissionsPolicy);
  });
  await app.register(fastifyHelmet, helmetOptions("'none'", https));
}
