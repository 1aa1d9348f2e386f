import crypto from 'node:crypto';
import { ADMIN_PROFILE, type AdminRoute, type BankItemInput, type ItemInput } from '@academia/shared';
import type { FastifyInstance } from 'fastify';
import { cookieHeader, createUser, signIn } from './test-app.js';

/** A user of the given profile, signed in through the real sign-in route; `cookie` goes in request headers. */
export async function signedIn(app: FastifyInstance, perfil: string = 'Aprendiz') {
  const user = await createUser(app, { perfil });
  const response = await signIn(app, user.email, user.password);
  return { ...user, cookie: cookieHeader(response) };
}

export const signedInAdmin = (app: FastifyInstance) => signedIn(app, ADMIN_PROFILE);

/** A multipart/form-data body with one file field, as a browser's FormData would send it. */
export function multipartFile(fileName: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----prueba${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest byte strings our sniffing recognises, padded to look like real files. */
/** A ZIP whose first entry is `name`, stored uncompressed (what the sniffer reads: the first local file header). */
function zipStartingWith(name: string, content: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4); // version needed
  header.writeUInt32LE(Buffer.byteLength(content), 18); // compressed size
  header.writeUInt32LE(Buffer.byteLength(content), 22); // uncompressed size
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.from(content), Buffer.alloc(256, 0)]);
}

export const sampleFiles = {
  pdf: Buffer.concat([Buffer.from('%PDF-1.4\n% Academia SST\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 1)]),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4096, 7)]),
  vtt: Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nBienvenidos a la inducción en SST.\n'),
  /** A Windows executable ("MZ" header) wearing a .pdf name in the tests. */
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1024, 0x90)]),
  /** An Office Open XML package, as Excel writes it: its content types first. */
  xlsx: zipStartingWith('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
  /** An OpenDocument spreadsheet: its `mimetype` entry first, stored as is. */
  ods: zipStartingWith('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'),
  /** A ZIP of something else, which no spreadsheet name makes a spreadsheet. */
  zip: zipStartingWith('instalador.exe', 'MZ'),
  csv: Buffer.from('nombre;cargo;fecha\nAna María Pérez;Auxiliar de bodega;2026-03-02\n'),
};

export async function uploadFile(
  app: FastifyInstance,
  cookie: string,
  purpose: 'image' | 'video' | 'pdf' | 'captions',
  fileName: string,
  bytes: Buffer,
) {
  const body = multipartFile(fileName, bytes);
  return app.inject({
    method: 'POST',
    url: `/api/admin/uploads?purpose=${purpose}`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

export const textItem = (title: string, body = `## ${title}\n\nContenido de la lección.`): ItemInput => ({
  kind: 'text',
  title,
  body,
  durationMinutes: 5,
});

/** `count` single-answer questions spread over two topics, e.g. to give a route the bank it needs to be published. */
export const bankQuestions = (count: number, label = 'Pregunta de relleno'): BankItemInput[] =>
  Array.from({ length: count }, (_, i) => ({
    topic: i % 2 === 0 ? 'Conceptos' : 'Prácticas',
    kind: 'single',
    level: 'medium',
    prompt: `${label} número ${String(i + 1)}`,
    options: [
      { id: 'a', text: 'Correcta', correct: true },
      { id: 'b', text: 'Incorrecta', correct: false },
    ],
    explanation: '',
  }));

/** The final test's default minimum length: the bank a route needs before it can be published (ADR 034). */
export const MIN_BANK = 8;

/**
 * Creates a route through the admin API with the given items and, optionally, the bank `bank` and publishes it.
 * Publishing needs at least `MIN_BANK` active questions. Without `bank`, a published route is left as routes
 * published before that rule may still be in an upgraded database: published with no bank at all (no prueba
 * inicial, final test locked), which is what most tests of contents, search and progress assume.
 */
export async function createRoute(
  app: FastifyInstance,
  adminCookie: string,
  options: {
    title?: string;
    items?: ItemInput[];
    publish?: boolean;
    unlockInOrder?: boolean;
    bank?: BankItemInput[];
  } = {},
): Promise<AdminRoute> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/routes',
    headers: { cookie: adminCookie },
    payload: {
      title: options.title ?? `Ruta de prueba ${crypto.randomBytes(3).toString('hex')}`,
      summary: 'Resumen de prueba',
      category: 'Pruebas',
      unlockInOrder: options.unlockInOrder ?? true,
    },
  });
  if (created.statusCode !== 201) throw new Error(`No se creó la ruta: ${created.body}`);
  let route = created.json<AdminRoute>();
  for (const item of options.items ?? []) {
    const added = await app.inject({
      method: 'POST',
      url: `/api/admin/routes/${route.id}/items`,
      headers: { cookie: adminCookie },
      payload: item,
    });
    if (added.statusCode !== 201) throw new Error(`No se agregó el contenido: ${added.body}`);
    route = added.json<AdminRoute>();
  }
  const legacyNoBank = options.publish && !options.bank;
  const bank = options.bank ?? (legacyNoBank ? bankQuestions(MIN_BANK) : []);
  for (const question of bank) {
    const added = await app.inject({
      method: 'POST',
      url: `/api/admin/routes/${route.id}/bank`,
      headers: { cookie: adminCookie },
      payload: question,
    });
    if (added.statusCode !== 201) throw new Error(`No se agregó la pregunta: ${added.body}`);
  }
  if (bank.length > 0 && !options.publish) {
    route = (
      await app.inject({ method: 'GET', url: `/api/admin/routes/${route.id}`, headers: { cookie: adminCookie } })
    ).json<AdminRoute>();
  }
  if (options.publish) {
    const published = await app.inject({
      method: 'POST',
      url: `/api/admin/routes/${route.id}/status`,
      headers: { cookie: adminCookie },
      payload: { status: 'published' },
    });
    if (published.statusCode !== 200) throw new Error(`No se publicó la ruta: ${published.body}`);
    route = published.json<AdminRoute>();
    if (legacyNoBank) {
      await app.database.db.deleteFrom('bank_items').where('route_id', '=', route.id).execute();
      route = { ...route, bank: { ...route.bank, active: 0 } };
    }
  }
  return route;
}
