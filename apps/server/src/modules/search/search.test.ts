import type { GlobalSearchResult, NormInput, NormList } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, signedIn, signedInAdmin, textItem } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Runs on SQLite (FTS5) by default and on PostgreSQL (text search) when the API suite runs with DATABASE_URL:
// both implementations must pass exactly these cases.

let t: TestApp;
let admin: string;
let learner: string;

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const norm = (overrides: Partial<NormInput>): NormInput => ({
  type: 'resolucion',
  number: '1',
  year: 2000,
  issuer: 'Ministerio de Salud',
  subject: 'Tema de prueba',
  summary: '',
  topic: 'sg_sst',
  status: 'in_force',
  statusNote: '',
  replacedById: null,
  sourceUrl: null,
  text: '',
  fileId: null,
  ...overrides,
});

async function createNorm(input: Partial<NormInput>): Promise<string> {
  const response = await send('POST', '/api/admin/library/norms', admin, norm(input));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const titles = async (url: string) => (await get(url, learner)).json<NormList>().items.map((item) => item.title);

let heights: string;
let oldHeights: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
  learner = (await signedIn(t.app)).cookie;
  heights = await createNorm({
    number: '4272',
    year: 2021,
    subject: 'Trabajo en alturas',
    summary: 'Requisitos mínimos de seguridad para el trabajo en alturas y las capacitaciones de los trabajadores.',
    topic: 'alturas',
  });
  oldHeights = await createNorm({
    number: '1409',
    year: 2012,
    subject: 'Reglamento anterior de alturas',
    summary: 'Exigía certificación desde 1,5 metros de altura.',
    topic: 'alturas',
    status: 'repealed',
    replacedById: heights,
  });
  await createNorm({
    type: 'ley',
    number: '1562',
    year: 2012,
    subject: 'Sistema de Riesgos Laborales',
    summary: 'Define accidente de trabajo y enfermedad laboral. Menciona la capacitación en un apartado.',
    topic: 'riesgos_laborales',
  });
  await createNorm({
    number: '0312',
    year: 2019,
    subject: 'Estándares mínimos del SG-SST',
    summary: 'Estándares mínimos según el tamaño de la empresa y su clase de riesgo.',
  });
});
afterAll(() => t.close());

describe('library search (same cases on SQLite and PostgreSQL)', () => {
  it('finds every form of a word, with or without accents or capitals', async () => {
    for (const query of ['capacitación', 'Capacitacion', 'CAPACITACIONES']) {
      const found = await titles(`/api/library/norms?q=${encodeURIComponent(query)}`);
      expect(found.sort(), query).toEqual(['Ley 1562 de 2012', 'Resolución 4272 de 2021']);
    }
  });

  it('ranks a match in the title or subject above one in the body', async () => {
    expect(await titles('/api/library/norms?q=alturas')).toEqual([
      'Resolución 4272 de 2021',
      'Resolución 1409 de 2012',
    ]);
  });

  it('needs every word of the query', async () => {
    expect(await titles('/api/library/norms?q=trabajo%20alturas')).toEqual(['Resolución 4272 de 2021']);
  });

  it('marks the matched words in the title and the snippet', async () => {
    const list = (await get('/api/library/norms?q=capacitacion%20trabajadores', learner)).json<NormList>();
    const match = list.items[0]?.match;
    const marked = match?.snippet.filter((segment) => segment.match).map((segment) => segment.text);
    expect(marked).toEqual(expect.arrayContaining(['capacitaciones', 'trabajadores']));
    expect(marked).not.toContain('Requisitos');
    expect(match?.titleHighlight).toEqual([{ text: 'Resolución 4272 de 2021', match: false }]);
  });

  it('finds a norm by its number, with or without the leading zero', async () => {
    expect(await titles('/api/library/norms?q=312')).toEqual(['Resolución 0312 de 2019']);
    expect(await titles('/api/library/norms?q=0312')).toEqual(['Resolución 0312 de 2019']);
  });

  it('filters by type, status, topic and year range, with and without text', async () => {
    expect(await titles('/api/library/norms?type=ley')).toEqual(['Ley 1562 de 2012']);
    expect(await titles('/api/library/norms?status=repealed')).toEqual(['Resolución 1409 de 2012']);
    expect(await titles('/api/library/norms?q=alturas&status=in_force')).toEqual(['Resolución 4272 de 2021']);
    expect(await titles('/api/library/norms?yearFrom=2013&yearTo=2020')).toEqual(['Resolución 0312 de 2019']);
    expect(await titles('/api/library/norms?topic=alturas&sort=oldest')).toEqual([
      'Resolución 1409 de 2012',
      'Resolución 4272 de 2021',
    ]);
  });

  it('pages results and reports the total', async () => {
    const first = (await get('/api/library/norms?pageSize=3&page=1', learner)).json<NormList>();
    const second = (await get('/api/library/norms?pageSize=3&page=2', learner)).json<NormList>();
    expect(first.total).toBe(4);
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(4);
    // Without text, newest first.
    expect(first.items[0]?.title).toBe('Resolución 4272 de 2021');
  });

  it('returns an empty page, not an error, when nothing matches', async () => {
    const list = (await get('/api/library/norms?q=zzzyyyxxx', learner)).json<NormList>();
    expect(list).toMatchObject({ total: 0, items: [] });
  });

  it('refuses a bad filter with a Spanish message', async () => {
    const response = await get('/api/library/norms?yearFrom=abc', learner);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(/[a-záéíóú]/);
  });

  it('stops finding a norm once it is deleted, and finds it again when restored', async () => {
    expect(await titles('/api/library/norms?q=1409')).toHaveLength(1);
    expect((await send('DELETE', `/api/admin/library/norms/${oldHeights}`, admin)).statusCode).toBe(204);
    expect(await titles('/api/library/norms?q=1409')).toHaveLength(0);
    expect((await send('POST', `/api/admin/library/norms/${oldHeights}/restore`, admin)).statusCode).toBe(200);
    expect(await titles('/api/library/norms?q=1409')).toHaveLength(1);
  });
});

describe('header search', () => {
  it('finds published routes, their content and library entries, never drafts', async () => {
    const published = await createRoute(t.app, admin, {
      title: 'Trabajo seguro en alturas',
      items: [textItem('Uso del arnés', '## Arnés\n\nEl arnés de cuerpo completo protege en el trabajo en alturas.')],
      publish: true,
    });
    await createRoute(t.app, admin, { title: 'Borrador de alturas', items: [textItem('Borrador')], publish: false });
    const result = (await get('/api/search?q=alturas', learner)).json<GlobalSearchResult>();
    const found = result.items.map((hit) => `${hit.kind}:${hit.title}`);
    expect(found).toContain('route:Trabajo seguro en alturas');
    expect(found).toContain('item:Uso del arnés');
    expect(found).toContain('norm:Resolución 4272 de 2021');
    expect(found.some((hit) => hit.includes('Borrador'))).toBe(false);
    const item = result.items.find((hit) => hit.kind === 'item');
    expect(item?.href).toMatch(new RegExp(`^/rutas/${published.id}/`));
  });

  it('drops a route from results when it is archived', async () => {
    const route = await createRoute(t.app, admin, {
      title: 'Ruta de soldadura',
      items: [textItem('Chispas')],
      publish: true,
    });
    expect((await get('/api/search?q=soldadura', learner)).json<GlobalSearchResult>().total).toBe(1);
    await send('POST', `/api/admin/routes/${route.id}/status`, admin, { status: 'archived' });
    expect((await get('/api/search?q=soldadura', learner)).json<GlobalSearchResult>().total).toBe(0);
  });

  it('asks for at least two characters', async () => {
    const response = await get('/api/search?q=a', learner);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('al menos 2 caracteres');
  });

  it('is only for signed-in users', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=alturas' })).statusCode).toBe(401);
  });
});
