import type { AdminRoute, AuditEntryView, AuditList } from '@academia/shared';
import { COMPANY_LEAD_PROFILE, auditActions } from '@academia/shared';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { AuditRepository } from './audit.repository.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let learner: string;
let lead: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  learner = (await signedIn(t.app)).cookie;
  lead = (await signedIn(t.app, COMPANY_LEAD_PROFILE)).cookie;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const log = async (query = '') => {
  const response = await call('GET', `/api/admin/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditList>();
};
const entriesFor = async (entityId: string) => (await log(`?entityId=${entityId}&pageSize=100`)).items;
const countRows = async () =>
  Number(
    (
      await t.app.database.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('c'))
        .executeTakeFirstOrThrow()
    ).c,
  );

describe('reading the audit log', () => {
  it('is for the Superadministrador only: anonymous 401, learner 403, Responsable SST 403', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/actions']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await call('GET', url, undefined, learner)).statusCode).toBe(403);
      expect((await call('GET', url, undefined, lead)).statusCode).toBe(403);
    }
  });

  it('lists every known action with its Spanish label', async () => {
    const response = await call('GET', '/api/admin/audit/actions');
    const { items } = response.json<{ items: { code: string; label: string }[] }>();
    expect(items.map((item) => item.code)).toEqual(auditActions);
    expect(items.find((item) => item.code === 'user.update')?.label).toBe('Usuario editado');
  });

  it('records who, when, from where and the before/after of a route edit', async () => {
    const route = await createRoute(t.app, admin.cookie, { title: 'Pausas activas' });
    const edited = await call('PATCH', `/api/admin/routes/${route.id}`, {
      title: 'Pausas activas en oficina',
      hours: 3,
    });
    expect(edited.statusCode).toBe(200);
    const [update, create] = await entriesFor(route.id);
    expect(create?.action).toBe('route.create');
    expect(update).toMatchObject({
      action: 'route.update',
      entityType: 'route',
      entityLabel: 'Pausas activas en oficina',
      actor: { id: admin.id, nombre: admin.nombre, perfil: 'Superadministrador' },
      ip: '127.0.0.1',
      changes: {
        title: { before: 'Pausas activas', after: 'Pausas activas en oficina' },
        hours: { before: 1, after: 3 },
      },
    });
    expect(Object.keys(update!.changes).sort()).toEqual(['hours', 'title']);
    expect(Date.parse(update!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by action, actor, entity, text and dates, newest first, a page at a time', async () => {
    const other = await signedInAdmin(t.app);
    const mine = await createRoute(t.app, admin.cookie, { title: 'Filtro Ñandú uno' });
    const theirs = await createRoute(t.app, other.cookie, { title: 'Filtro Ñandú dos' });
    for (let n = 1; n <= 3; n += 1) {
      await call('PATCH', `/api/admin/routes/${mine.id}`, { hours: n + 1 });
    }
    const byAction = await log('?action=route.create&q=filtro');
    expect(byAction.items.map((entry) => entry.entityLabel)).toEqual(['Filtro Ñandú dos', 'Filtro Ñandú uno']);
    expect((await log(`?actor=${other.id}&action=route.create`)).items.map((e) => e.entityId)).toEqual([theirs.id]);
    const byName = await log(`?actor=${encodeURIComponent(other.nombre.toUpperCase())}`);
    expect(byName.items.every((entry) => entry.actor.id === other.id)).toBe(true);
    expect(byName.total).toBeGreaterThan(0);

    const page1 = await log(`?entityId=${mine.id}&pageSize=2&page=1`);
    const page2 = await log(`?entityId=${mine.id}&pageSize=2&page=2`);
    expect(page1.total).toBe(4);
    expect(page1.items).toHaveLength(2);
    expect(page2.items.map((entry) => entry.action)).toEqual(['route.update', 'route.create']);
    const all = [...page1.items, ...page2.items];
    expect(all.map((entry) => entry.at)).toEqual([...all.map((entry) => entry.at)].sort().reverse());

    // Dates are days in Colombia (UTC−5): today there includes now; tomorrow there does not.
    const today = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 19 * 3600_000).toISOString().slice(0, 10);
    expect((await log(`?entityId=${mine.id}&from=${today}&to=${today}`)).total).toBe(4);
    expect((await log(`?entityId=${mine.id}&from=${tomorrow}`)).total).toBe(0);
    expect((await log(`?entityId=${mine.id}&to=2020-01-01`)).total).toBe(0);
  });

  it('refuses bad filters with a Spanish message', async () => {
    const response = await call('GET', '/api/admin/audit?from=24/11/2026');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    const reversed = await call('GET', '/api/admin/audit?from=2026-11-24&to=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('anterior a la inicial');
  });
});

describe('the audit log is never editable', () => {
  it('has no route that creates, edits or deletes an entry, and such calls change nothing', async () => {
    await createRoute(t.app, admin.cookie);
    const [entry] = (await log()).items;
    const before = await countRows();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${entry!.id}`]) {
        const response = await call(method, url, { action: 'user.update', changes: {} });
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
    }
    expect(await countRows()).toBe(before);
    expect((await log()).items[0]).toEqual(entry);
  });

  it('has no update or delete in the repository, and the database refuses both', async () => {
    const methods = Object.getOwnPropertyNames(AuditRepository.prototype);
    expect(methods.filter((name) => /update|delete|remove|set|clear/i.test(name))).toEqual([]);
    const { db } = t.app.database;
    const [entry] = (await log()).items;
    await expect(sql`update audit_log set actor_nombre = 'Otra persona'`.execute(db)).rejects.toThrow(/auditoría/);
    await expect(sql`delete from audit_log where id = ${entry!.id}`.execute(db)).rejects.toThrow(/auditoría/);
    expect((await log()).items[0]).toEqual(entry);
  });
});

describe('entries are written in the transaction of the change', () => {
  it('keeps neither the change nor the entry when writing the entry fails', async () => {
    const route = await createRoute(t.app, admin.cookie, { title: 'Intacta si falla el registro' });
    const before = await countRows();
    vi.spyOn(AuditRepository.prototype, 'insert').mockRejectedValueOnce(new Error('disco lleno'));
    const response = await call('PATCH', `/api/admin/routes/${route.id}`, { title: 'Cambio que no debe quedar' });
    expect(response.statusCode).toBe(500);
    const stored = (await call('GET', `/api/admin/routes/${route.id}`)).json<AdminRoute>();
    expect(stored.title).toBe('Intacta si falla el registro');
    expect(await countRows()).toBe(before);
  });

  it('keeps no entry when the change fails after the entry was written', async () => {
    const created = await call('POST', '/api/admin/library/documents', {
      title: 'Guía de orden y aseo',
      summary: 'Las cinco eses aplicadas a un taller de mantenimiento, paso a paso.',
      topic: 'alturas',
      kind: 'guide',
      publishedOn: '2026-03-10',
      fileId: null,
      url: 'https://example.org/orden',
    });
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json<{ id: string; title: string }>();
    const before = await countRows();
    // The search index is written after the entry, inside the same transaction.
    vi.spyOn(t.app.container.search, 'index').mockRejectedValueOnce(new Error('índice caído'));
    const failed = await call('DELETE', `/api/admin/library/documents/${document.id}`);
    expect(failed.statusCode).toBe(500);
    expect(await countRows()).toBe(before);
    const stored = await call('GET', `/api/admin/library/documents/${document.id}`);
    expect(stored.json<{ deleted: boolean }>()).not.toMatchObject({ deleted: true });
    expect((await entriesFor(document.id)).map((entry) => entry.action)).toEqual(['document.create']);
  });
});

describe('every admin change is recorded', () => {
  const actionsOf = (entries: AuditEntryView[]) => entries.map((entry) => entry.action);

  it('route authoring: items, order, status, duplicate and enrolments', async () => {
    const route = await createRoute(t.app, admin.cookie, {
      title: 'Ruta auditada',
      items: [textItem('Uno'), textItem('Dos', `## Dos\n\n${'Texto largo de la lección. '.repeat(40)}`)],
      bank: bankQuestions(MIN_BANK),
    });
    const [one, two] = route.items;
    await call('PUT', `/api/admin/routes/${route.id}/items/${one!.id}`, {
      ...textItem('Uno revisado'),
      required: true,
    });
    await call('PUT', `/api/admin/routes/${route.id}/items/order`, { itemIds: [two!.id, one!.id] });
    await call('POST', `/api/admin/routes/${route.id}/status`, { status: 'published' });
    const person = await signedIn(t.app);
    await call('POST', `/api/admin/routes/${route.id}/enrolments`, { userIds: [person.id] });
    await call('DELETE', `/api/admin/routes/${route.id}/items/${two!.id}`);
    await call('POST', `/api/admin/routes/${route.id}/status`, { status: 'archived' });
    const copy = (await call('POST', `/api/admin/routes/${route.id}/duplicate`)).json<AdminRoute>();

    const entries = await entriesFor(route.id);
    expect(actionsOf(entries)).toEqual([
      'route.archive',
      'route.enrol',
      'route.publish',
      'route.item.reorder',
      'route.create',
    ]);
    expect(entries.find((e) => e.action === 'route.enrol')?.changes.people?.after).toEqual([
      `${person.nombre} <${person.email}>`,
    ]);
    expect(entries[0]?.changes.status).toEqual({ before: 'published', after: 'archived' });
    expect(actionsOf(await entriesFor(one!.id))).toEqual(['route.item.update', 'route.item.create']);
    const itemEntries = await entriesFor(two!.id);
    expect(actionsOf(itemEntries)).toEqual(['route.item.delete', 'route.item.create']);
    // A long lesson body is kept as an excerpt that says how long it was.
    const body = itemEntries[1]?.changes.body?.after as string;
    expect(body.length).toBeLessThan(300);
    expect(body).toMatch(/… \[\d+ caracteres\]$/);
    expect(actionsOf(await entriesFor(copy.id))).toEqual(['route.duplicate']);
  });

  it('question banks: create, import, edit, retire and restore', async () => {
    const route = await createRoute(t.app, admin.cookie, { items: [textItem('Lección')] });
    const item = {
      topic: 'Ciclo PHVA',
      kind: 'single',
      level: 'easy',
      prompt: '¿Qué significa la P del ciclo PHVA?',
      options: [
        { id: 'a', text: 'Planear', correct: true },
        { id: 'b', text: 'Probar', correct: false },
      ],
      explanation: 'Planear, hacer, verificar y actuar.',
    };
    const created = await call('POST', `/api/admin/routes/${route.id}/bank`, item);
    expect(created.statusCode, created.body).toBe(201);
    const itemId = created.json<{ id: string }>().id;
    await call('PUT', `/api/admin/routes/${route.id}/bank/${itemId}`, { ...item, level: 'hard' });
    await call('POST', `/api/admin/routes/${route.id}/bank/${itemId}/retire`);
    await call('POST', `/api/admin/routes/${route.id}/bank/${itemId}/restore`);
    const csv = [
      'tema;tipo;nivel;enunciado;opciones;correctas;explicacion',
      'Registros;single;easy;¿Cuánto se guardan los registros?;20 años|5 años;a;Veinte años.',
    ].join('\n');
    const imported = await call('POST', `/api/admin/routes/${route.id}/bank/import`, { csv });
    expect(imported.statusCode, imported.body).toBe(200);

    const entries = await entriesFor(itemId);
    expect(actionsOf(entries)).toEqual([
      'bank.item.restore',
      'bank.item.retire',
      'bank.item.update',
      'bank.item.create',
    ]);
    expect(entries[2]?.changes).toEqual({ level: { before: 'easy', after: 'hard' } });
    const created2 = imported.json<{ created: number }>().created;
    if (created2 > 0) {
      const [entry] = (await log(`?action=bank.import&entityId=${route.id}`)).items;
      expect(entry?.changes.created?.after).toBe(created2);
    }
  });

  it('libraries: documents and norms', async () => {
    const norm = await call('POST', '/api/admin/library/norms', {
      type: 'resolucion',
      number: '4272',
      year: 2021,
      issuer: 'Ministerio del Trabajo',
      subject: 'Trabajo en alturas',
      summary: 'Requisitos mínimos de seguridad para el trabajo en alturas.',
      topic: 'alturas',
      status: 'in_force',
      statusNote: '',
      replacedById: null,
      sourceUrl: null,
      text: '## Alcance\n\nAplica a todo trabajo a 2 m o más.',
      fileId: null,
    });
    expect(norm.statusCode, norm.body).toBe(201);
    const normId = norm.json<{ id: string }>().id;
    await call('PATCH', `/api/admin/library/norms/${normId}/status`, {
      status: 'amended',
      statusNote: 'Modificada parcialmente',
      replacedById: null,
    });
    await call('DELETE', `/api/admin/library/norms/${normId}`);
    await call('POST', `/api/admin/library/norms/${normId}/restore`);
    const entries = await entriesFor(normId);
    expect(actionsOf(entries)).toEqual(['norm.restore', 'norm.delete', 'norm.status', 'norm.create']);
    expect(entries[0]?.entityLabel).toBe('Resolución 4272 de 2021');
    expect(entries[2]?.changes.status).toEqual({ before: 'in_force', after: 'amended' });
  });

  it('uploads: the file name, purpose and size, never the content', async () => {
    const response = await uploadFile(t.app, admin.cookie, 'pdf', 'Matriz de peligros.pdf', sampleFiles.pdf);
    expect(response.statusCode).toBe(201);
    const fileId = response.json<{ id: string }>().id;
    const [entry] = await entriesFor(fileId);
    expect(entry).toMatchObject({ action: 'file.upload', entityType: 'file', entityLabel: 'Matriz de peligros.pdf' });
    expect(entry?.changes).toMatchObject({
      originalName: { after: 'Matriz de peligros.pdf' },
      purpose: { after: 'pdf' },
      size: { after: sampleFiles.pdf.length },
    });
    expect(JSON.stringify(entry)).not.toContain('Academia SST');
  });

  it('never writes a password, a hash or a session token', async () => {
    const rows = await t.app.database.db.selectFrom('audit_log').selectAll().execute();
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/scrypt|Segura-2026/);
    expect(text).not.toContain(admin.cookie.split('=')[1]);
  });

  it('does not log the Markdown preview, which changes nothing', async () => {
    const before = await countRows();
    expect((await call('POST', '/api/admin/markdown/preview', { markdown: '# Hola' })).statusCode).toBe(200);
    expect(await countRows()).toBe(before);
  });
});
