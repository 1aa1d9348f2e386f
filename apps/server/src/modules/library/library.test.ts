import type {
  AdminDocument,
  AdminNorm,
  DocumentDetail,
  DocumentInput,
  DocumentList,
  FavoriteList,
  NormDetail,
  NormInput,
} from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSeedPdf } from '../../seed/seed-pdf.js';
import { createRoute, sampleFiles, signedIn, signedInAdmin, textItem, uploadFile } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let learner: string;

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const documentInput = (overrides: Partial<DocumentInput> = {}): DocumentInput => ({
  title: 'Guía de inspección de andamios',
  summary: 'Cómo revisar un andamio antes de cada turno, con la lista de chequeo y los criterios de rechazo.',
  topic: 'alturas',
  kind: 'guide',
  publishedOn: '2026-03-10',
  fileId: null,
  url: 'https://example.org/guia',
  ...overrides,
});

const normInput = (overrides: Partial<NormInput> = {}): NormInput => ({
  type: 'resolucion',
  number: '0491',
  year: 2020,
  issuer: 'Ministerio del Trabajo',
  subject: 'Trabajo en espacios confinados',
  summary: 'Requisitos para trabajar con seguridad en espacios confinados.',
  topic: 'espacios_confinados',
  status: 'in_force',
  statusNote: '',
  replacedById: null,
  sourceUrl: null,
  text: '## Alcance\n\nAplica a todo empleador con **espacios confinados**.',
  fileId: null,
  ...overrides,
});

async function uploadPdf(title: string, paragraph: string): Promise<string> {
  const bytes = await renderSeedPdf(title, [{ heading: 'Contenido', paragraphs: [paragraph] }], 'Pruebas');
  const response = await uploadFile(t.app, admin, 'pdf', 'documento.pdf', bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
  learner = (await signedIn(t.app)).cookie;
});
afterAll(() => t.close());

describe('library administration', () => {
  it('is refused to learners, on every admin endpoint', async () => {
    const calls = [
      get('/api/admin/library/documents', learner),
      get('/api/admin/library/norms', learner),
      send('POST', '/api/admin/library/documents', learner, documentInput()),
      send('POST', '/api/admin/library/norms', learner, normInput()),
      send('PATCH', '/api/admin/library/norms/x/status', learner, {
        status: 'repealed',
        statusNote: '',
        replacedById: null,
      }),
      send('DELETE', '/api/admin/library/documents/x', learner),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    expect((await get('/api/admin/library/documents', admin)).json<{ total: number }>().total).toBe(0);
  });

  it('indexes the text extracted from an uploaded PDF, so a word only in the PDF finds the document', async () => {
    const fileId = await uploadPdf('Manual de rescate', 'El trípode de rescate se ancla sobre la boca del pozo.');
    const created = await send(
      'POST',
      '/api/admin/library/documents',
      admin,
      documentInput({
        title: 'Manual de rescate en pozos',
        kind: 'manual',
        topic: 'espacios_confinados',
        fileId,
        url: null,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json<AdminDocument>();
    expect(document.extractedChars).toBeGreaterThan(40);
    const found = (await get('/api/library/documents?q=tripodes', learner)).json<DocumentList>();
    expect(found.items.map((item) => item.id)).toEqual([document.id]);
    expect(found.items[0]?.match?.snippet.some((segment) => segment.match && segment.text === 'trípode')).toBe(true);
    // The learner may open the file because a library document uses it.
    expect((await get(`/api/files/${fileId}`, learner)).statusCode).toBe(200);
  });

  it('refuses a document without a file or link, and a file that is not what it claims, changing nothing', async () => {
    const missing = await send('POST', '/api/admin/library/documents', admin, documentInput({ url: null }));
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Adjunte un archivo o escriba un enlace.');
    const fakePdf = await uploadFile(t.app, admin, 'pdf', 'roto.pdf', sampleFiles.pdf);
    const broken = await send(
      'POST',
      '/api/admin/library/documents',
      admin,
      documentInput({
        fileId: fakePdf.json<{ id: string }>().id,
        url: null,
      }),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ error: { message: string } }>().error.message).toContain('No pudimos leer el PDF');
    const unknown = await send('POST', '/api/admin/library/documents', admin, documentInput({ fileId: 'nada' }));
    expect(unknown.statusCode).toBe(400);
    const list = (await get('/api/admin/library/documents', admin)).json<{ total: number }>();
    expect(list.total).toBe(1);
  });

  it('hides a deleted document from learners (list, detail, file) and brings it back on restore', async () => {
    const doc = (
      await send('POST', '/api/admin/library/documents', admin, documentInput({ title: 'Formato de permiso' }))
    ).json<AdminDocument>();
    expect((await get(`/api/library/documents/${doc.id}`, learner)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/library/documents/${doc.id}`, admin)).statusCode).toBe(204);
    expect((await get(`/api/library/documents/${doc.id}`, learner)).statusCode).toBe(404);
    expect((await get('/api/library/documents?q=permiso', learner)).json<DocumentList>().total).toBe(0);
    const deleted = (await get('/api/admin/library/documents?deleted=1', admin)).json<{ items: AdminDocument[] }>();
    expect(deleted.items.map((item) => item.id)).toContain(doc.id);
    await send('POST', `/api/admin/library/documents/${doc.id}/restore`, admin);
    expect((await get(`/api/library/documents/${doc.id}`, learner)).json<DocumentDetail>().title).toBe(
      'Formato de permiso',
    );
  });
});

describe('norms and their replacements', () => {
  let current: AdminNorm;
  let old: AdminNorm;

  beforeAll(async () => {
    current = (
      await send(
        'POST',
        '/api/admin/library/norms',
        admin,
        normInput({ type: 'resolucion', number: '4272', year: 2021, subject: 'Trabajo en alturas', topic: 'alturas' }),
      )
    ).json<AdminNorm>();
    old = (
      await send(
        'POST',
        '/api/admin/library/norms',
        admin,
        normInput({ number: '1409', year: 2012, subject: 'Alturas (anterior)', topic: 'alturas' }),
      )
    ).json<AdminNorm>();
  });

  it('changes a status and links the replacing norm, shown on both detail pages', async () => {
    const changed = await send('PATCH', `/api/admin/library/norms/${old.id}/status`, admin, {
      status: 'repealed',
      statusNote: 'Derogada por la Resolución 4272 de 2021.',
      replacedById: current.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const oldDetail = (await get(`/api/library/norms/${old.id}`, learner)).json<NormDetail>();
    expect(oldDetail.status).toBe('repealed');
    expect(oldDetail.replacedBy).toEqual({ id: current.id, title: 'Resolución 4272 de 2021', status: 'in_force' });
    const currentDetail = (await get(`/api/library/norms/${current.id}`, learner)).json<NormDetail>();
    expect(currentDetail.replaces.map((norm) => norm.id)).toEqual([old.id]);
    expect(currentDetail.textHtml).toContain('<strong>espacios confinados</strong>');
  });

  it('refuses a replacement that points at itself or closes a loop', async () => {
    const self = await send('PATCH', `/api/admin/library/norms/${current.id}/status`, admin, {
      status: 'amended',
      statusNote: '',
      replacedById: current.id,
    });
    expect(self.statusCode).toBe(400);
    const loop = await send('PATCH', `/api/admin/library/norms/${current.id}/status`, admin, {
      status: 'amended',
      statusNote: '',
      replacedById: old.id,
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json<{ error: { message: string } }>().error.message).toContain('ya figura como reemplazada');
    expect((await get(`/api/library/norms/${current.id}`, learner)).json<NormDetail>().status).toBe('in_force');
  });

  it('refuses a second live copy of the same norm', async () => {
    const duplicate = await send('POST', '/api/admin/library/norms', admin, normInput({ number: '4272', year: 2021 }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.body).toContain('La Resolución 4272 de 2021 ya está en la biblioteca.');
  });
});

describe('favourites across kinds', () => {
  it('keeps routes, items, documents and norms per user, and lists only what still exists', async () => {
    const route = await createRoute(t.app, admin, {
      title: 'Ruta favorita',
      items: [textItem('Lección favorita')],
      publish: true,
    });
    const itemId = route.items[0]?.id ?? '';
    const doc = (
      await send(
        'POST',
        '/api/admin/library/documents',
        admin,
        documentInput({ title: 'Infografía de EPP', kind: 'infographic' }),
      )
    ).json<AdminDocument>();
    const norm = (
      await send(
        'POST',
        '/api/admin/library/norms',
        admin,
        normInput({ number: '2764', year: 2022, subject: 'Batería psicosocial', topic: 'psicosocial' }),
      )
    ).json<AdminNorm>();
    for (const path of [`route/${route.id}`, `item/${itemId}`, `document/${doc.id}`, `norm/${norm.id}`]) {
      expect((await send('PUT', `/api/favorites/${path}`, learner)).statusCode).toBe(200);
    }
    const list = (await get('/api/favorites', learner)).json<FavoriteList>();
    expect(list.items.map((item) => `${item.kind}:${item.title}`).sort()).toEqual([
      'document:Infografía de EPP',
      'item:Lección favorita',
      'norm:Resolución 2764 de 2022',
      'route:Ruta favorita',
    ]);
    expect(list.items.find((item) => item.kind === 'item')?.description).toBe('Ruta: Ruta favorita');
    expect(list.items.find((item) => item.kind === 'norm')?.href).toBe(`/bibliotecas/legislativa-sst/${norm.id}`);
    expect((await get(`/api/library/norms/${norm.id}`, learner)).json<NormDetail>().favorite).toBe(true);

    // Another learner sees none of them.
    const other = (await signedIn(t.app)).cookie;
    expect((await get('/api/favorites', other)).json<FavoriteList>().items).toEqual([]);

    // A deleted document leaves the list; an unknown target cannot be marked.
    await send('DELETE', `/api/admin/library/documents/${doc.id}`, admin);
    expect((await get('/api/favorites', learner)).json<FavoriteList>().items).toHaveLength(3);
    expect((await send('PUT', '/api/favorites/norm/no-existe', learner)).statusCode).toBe(404);

    await send('DELETE', `/api/favorites/norm/${norm.id}`, learner);
    expect((await get('/api/favorites', learner)).json<FavoriteList>().items.map((item) => item.kind)).not.toContain(
      'norm',
    );
  });
});
