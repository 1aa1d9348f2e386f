import type { AdminRoute, AdminRouteList } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankQuestions,
  createRoute,
  MIN_BANK,
  sampleFiles,
  signedIn,
  signedInAdmin,
  textItem,
  uploadFile,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let learner: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
  learner = (await signedIn(t.app)).cookie;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('route authoring', () => {
  it('refuses every admin route call from a learner', async () => {
    expect((await call('GET', '/api/admin/routes', undefined, learner)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/routes', { title: 'Intrusa' }, learner)).statusCode).toBe(403);
    const list = (await call('GET', '/api/admin/routes?q=Intrusa')).json<AdminRouteList>();
    expect(list.total).toBe(0);
  });

  it('creates a draft with defaults, edits its metadata and finds it by title', async () => {
    const created = await call('POST', '/api/admin/routes', { title: 'Trabajo seguro en alturas' });
    expect(created.statusCode).toBe(201);
    const route = created.json<AdminRoute>();
    expect(route).toMatchObject({ status: 'draft', passMark: 80, attempts: 3, unlockInOrder: true, items: [] });

    const edited = await call('PATCH', `/api/admin/routes/${route.id}`, {
      summary: 'Prevención de caídas',
      objectives: ['Reconocer el trabajo en alturas', 'Usar el arnés'],
      hours: 8,
      level: 'advanced',
      passMark: 90,
    });
    expect(edited.json<AdminRoute>()).toMatchObject({ summary: 'Prevención de caídas', hours: 8, passMark: 90 });
    expect(edited.json<AdminRoute>().objectives).toHaveLength(2);

    const list = (await call('GET', '/api/admin/routes?q=alturas')).json<AdminRouteList>();
    expect(list.items.map((row) => row.title)).toContain('Trabajo seguro en alturas');
    expect(list.items[0]).toMatchObject({ status: 'draft', itemCount: 0, enrolled: 0, completionRate: 0 });
  });

  it('rejects invalid metadata with a Spanish field message and changes nothing', async () => {
    const route = await createRoute(t.app, admin, { title: 'Ruta intacta' });
    const response = await call('PATCH', `/api/admin/routes/${route.id}`, { title: 'x', passMark: 150 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect((await call('GET', `/api/admin/routes/${route.id}`)).json<AdminRoute>().title).toBe('Ruta intacta');
  });

  it('stores Markdown rendered harmless: no script, no event handler', async () => {
    const route = await createRoute(t.app, admin, {
      items: [textItem('Lección', '## Hola\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">')],
    });
    const item = route.items[0];
    expect(item?.body).toContain('<script>');
    const preview = await call('POST', '/api/admin/markdown/preview', { markdown: item?.body ?? '' });
    expect(preview.json<{ html: string }>().html).not.toMatch(/<script|<img[^>]*onerror/i);
  });

  it('keeps items in order, reorders them and renumbers after a deletion', async () => {
    const route = await createRoute(t.app, admin, { items: [textItem('Uno'), textItem('Dos'), textItem('Tres')] });
    const [one, two, three] = route.items.map((item) => item.id);
    const reordered = await call('PUT', `/api/admin/routes/${route.id}/items/order`, { itemIds: [three, one, two] });
    expect(reordered.json<AdminRoute>().items.map((item) => item.title)).toEqual(['Tres', 'Uno', 'Dos']);

    const partial = await call('PUT', `/api/admin/routes/${route.id}/items/order`, { itemIds: [one, two] });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().error.code).toBe('INVALID_ORDER');

    const afterDelete = await call('DELETE', `/api/admin/routes/${route.id}/items/${one ?? ''}`);
    expect(afterDelete.json<AdminRoute>().items.map((item) => [item.title, item.position])).toEqual([
      ['Tres', 1],
      ['Dos', 2],
    ]);
  });

  it('refuses an item id from another route', async () => {
    const first = await createRoute(t.app, admin, { items: [textItem('Ajena')] });
    const second = await createRoute(t.app, admin, { items: [textItem('Propia')] });
    const response = await call(
      'PUT',
      `/api/admin/routes/${second.id}/items/${first.items[0]?.id ?? ''}`,
      textItem('Otra lección'),
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses to publish a route without items, with a clear reason', async () => {
    const route = await createRoute(t.app, admin, { bank: bankQuestions(MIN_BANK) });
    const response = await call('POST', `/api/admin/routes/${route.id}/status`, { status: 'published' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'ROUTE_NOT_PUBLISHABLE',
      details: { problems: ['La ruta no tiene contenidos: agregue al menos uno.'] },
    });
  });

  it('refuses to publish while a PDF or video item has no file, then publishes once it has one', async () => {
    const route = await createRoute(t.app, admin, {
      items: [textItem('Intro'), { kind: 'pdf', title: 'Formato de reporte', fileId: null }],
      bank: bankQuestions(MIN_BANK),
    });
    const refused = await call('POST', `/api/admin/routes/${route.id}/status`, { status: 'published' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.problems).toEqual(['«Formato de reporte»: falta el archivo PDF.']);

    const upload = await uploadFile(t.app, admin, 'pdf', 'formato.pdf', sampleFiles.pdf);
    const pdfItem = route.items[1];
    await call('PUT', `/api/admin/routes/${route.id}/items/${pdfItem?.id ?? ''}`, {
      kind: 'pdf',
      title: 'Formato de reporte',
      fileId: upload.json<{ id: string }>().id,
    });
    const published = await call('POST', `/api/admin/routes/${route.id}/status`, { status: 'published' });
    expect(published.statusCode).toBe(200);
    expect(published.json<AdminRoute>()).toMatchObject({ status: 'published' });
    expect(published.json<AdminRoute>().publishedAt).not.toBeNull();
  });

  it('refuses an item pointing at a file that does not exist', async () => {
    const route = await createRoute(t.app, admin);
    const response = await call('POST', `/api/admin/routes/${route.id}/items`, {
      kind: 'video',
      title: 'Video inexistente',
      fileId: 'no-existe',
    });
    expect(response.statusCode).toBe(400);
    expect((await call('GET', `/api/admin/routes/${route.id}`)).json<AdminRoute>().items).toHaveLength(0);
  });

  it('duplicates a route as a draft copy with the same items, and archives', async () => {
    const route = await createRoute(t.app, admin, {
      title: 'Original',
      items: [textItem('Primera'), textItem('Segunda')],
      publish: true,
    });
    const copy = await call('POST', `/api/admin/routes/${route.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json<AdminRoute>()).toMatchObject({ title: 'Copia de Original', status: 'draft' });
    expect(copy.json<AdminRoute>().items.map((item) => item.title)).toEqual(['Primera', 'Segunda']);
    expect(copy.json<AdminRoute>().items[0]?.id).not.toBe(route.items[0]?.id);

    const archived = await call('POST', `/api/admin/routes/${route.id}/status`, { status: 'archived' });
    expect(archived.json<AdminRoute>().status).toBe('archived');
  });

  it('validates quiz items: at least one correct option per question', async () => {
    const route = await createRoute(t.app, admin);
    const response = await call('POST', `/api/admin/routes/${route.id}/items`, {
      kind: 'quiz',
      title: 'Quiz sin respuesta',
      quiz: {
        passMark: 70,
        questions: [
          {
            id: 'q1',
            prompt: '¿?',
            options: [
              { id: 'a', text: 'Sí', correct: false },
              { id: 'b', text: 'No', correct: false },
            ],
          },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().error.details)).toContain('Marque al menos una opción correcta');
  });
});
