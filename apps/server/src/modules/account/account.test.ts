import type {
  AccountProfile,
  AccountSessionList,
  AdminBank,
  BankItemInput,
  StartEvaluationResponse,
} from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, signedIn, signedInAdmin, textItem } from '../../test/factories.js';
import { cookieHeader, createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { sha256 } from '../auth/tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const patchProfile = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie }, payload });
const signInFrom = (email: string, password: string, userAgent: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'user-agent': userAgent },
    remoteAddress,
    payload: { email, password, remember: false },
  });
const tokenOf = (cookie: string) => cookie.slice(SESSION_COOKIE.length + 1);

describe('access to /api/account', () => {
  it.each([
    ['GET', '/api/account/profile'],
    ['PATCH', '/api/account/profile'],
    ['GET', '/api/account/sessions'],
    ['DELETE', '/api/account/sessions/0123456789abcdef0123456789abcdef'],
    ['GET', '/api/account/data'],
    ['POST', '/api/account/consent'],
  ] as const)('%s %s answers 401 to anonymous callers', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('profile', () => {
  it('shows and edits the name and document; the session user carries the new name', async () => {
    const learner = await signedIn(t.app);
    const profile = (await get('/api/account/profile', learner.cookie)).json<AccountProfile>();
    expect(profile).toMatchObject({ id: learner.id, email: learner.email, tipoDocumento: null, numeroDocumento: null });
    expect(profile).not.toHaveProperty('passwordHash');

    const updated = await patchProfile(learner.cookie, {
      nombre: '  Ángela   Núñez ',
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      nombre: 'Ángela Núñez',
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
    });
    expect((await get('/api/auth/me', learner.cookie)).json().user.nombre).toBe('Ángela Núñez');

    const cleared = await patchProfile(learner.cookie, {
      nombre: 'Ángela Núñez',
      tipoDocumento: null,
      numeroDocumento: '',
    });
    expect(cleared.json()).toMatchObject({ tipoDocumento: null, numeroDocumento: null });
  });

  it('refuses bad input with Spanish field messages and changes nothing', async () => {
    const learner = await signedIn(t.app);
    const cases: [object, string, string][] = [
      [{ nombre: 'A', tipoDocumento: null, numeroDocumento: null }, 'nombre', 'Debe tener al menos 2 caracteres.'],
      [
        { nombre: 'Ana Ruiz', tipoDocumento: 'CC', numeroDocumento: '' },
        'numeroDocumento',
        'Escriba el número de documento.',
      ],
      [
        { nombre: 'Ana Ruiz', tipoDocumento: null, numeroDocumento: '123' },
        'tipoDocumento',
        'Elija el tipo de documento.',
      ],
      [
        { nombre: 'Ana Ruiz', tipoDocumento: 'XX', numeroDocumento: '123' },
        'tipoDocumento',
        'Elija un tipo de documento: CC, CE, TI, PA o PPT.',
      ],
      [
        { nombre: 'Ana Ruiz', tipoDocumento: 'CC', numeroDocumento: '12 34' },
        'numeroDocumento',
        'El número de documento solo lleva letras, dígitos o guiones.',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const response = await patchProfile(learner.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.details.fields).toContainEqual({ path, message });
    }
    expect((await get('/api/account/profile', learner.cookie)).json()).toMatchObject({
      nombre: learner.nombre,
      tipoDocumento: null,
    });
  });

  it("answers DOCUMENT_IN_USE when another person holds that document, and keeps the person's own", async () => {
    const first = await signedIn(t.app);
    const second = await signedIn(t.app);
    const document = { tipoDocumento: 'CE', numeroDocumento: 'E-778899' };
    expect((await patchProfile(first.cookie, { nombre: first.nombre, ...document })).statusCode).toBe(200);
    const taken = await patchProfile(second.cookie, { nombre: 'Nombre Nuevo', ...document });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'DOCUMENT_IN_USE',
      message: 'Ya existe una persona con ese tipo y número de documento.',
    });
    expect((await get('/api/account/profile', second.cookie)).json().nombre).toBe(second.nombre);
    // Saving again with one's own document is not a conflict; the same number under another type is another document.
    expect((await patchProfile(first.cookie, { nombre: 'Primera Persona', ...document })).statusCode).toBe(200);
    const otherType = await patchProfile(second.cookie, { ...document, nombre: second.nombre, tipoDocumento: 'PA' });
    expect(otherType.statusCode).toBe(200);
  });
});

describe('change password', () => {
  it('ends every other session and keeps the person signed in where they changed it', async () => {
    const learner = await signedIn(t.app);
    const other = cookieHeader(await signInFrom(learner.email, learner.password, FIREFOX_ANDROID));
    expect((await get('/api/account/profile', other)).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: learner.cookie, 'user-agent': CHROME_WINDOWS },
      payload: { currentPassword: learner.password, newPassword: 'Nueva-Clave-2026' },
    });
    expect(changed.statusCode).toBe(200);
    const current = cookieHeader(changed);

    expect((await get('/api/account/profile', other)).statusCode).toBe(401);
    expect((await get('/api/account/profile', current)).statusCode).toBe(200);
    const sessions = (await get('/api/account/sessions', current)).json<AccountSessionList>();
    expect(sessions.items).toHaveLength(1);
    expect(sessions.items[0]).toMatchObject({ current: true, device: 'Chrome en Windows' });

    expect((await signIn(t.app, learner.email, learner.password)).statusCode).toBe(401);
    expect((await signIn(t.app, learner.email, 'Nueva-Clave-2026')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('lists the open sessions with device, address and dates, and an opaque id', async () => {
    const learner = await signedIn(t.app);
    const phone = cookieHeader(await signInFrom(learner.email, learner.password, FIREFOX_ANDROID, '186.30.1.2'));
    const computer = cookieHeader(await signInFrom(learner.email, learner.password, CHROME_WINDOWS, '190.1.2.3'));
    const list = await get('/api/account/sessions', computer);
    expect(list.headers['cache-control']).toBe('no-store');
    const items = list.json<AccountSessionList>().items;
    expect(items).toHaveLength(3);
    expect(items.find((s) => s.current)).toMatchObject({ device: 'Chrome en Windows', ip: '190.1.2.3' });
    expect(items.find((s) => s.device === 'Firefox en Android')).toMatchObject({ ip: '186.30.1.2', current: false });
    for (const session of items) {
      expect(session.id).toMatch(/^[a-f0-9]{32}$/);
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastActivityAt)).not.toBeNaN();
    }
    const tokens = [learner.cookie, phone, computer].map(tokenOf);
    const body = list.body;
    for (const token of tokens) {
      expect(body).not.toContain(token);
      expect(body).not.toContain(sha256(token));
    }
    // A public id presented as a cookie names no session.
    for (const session of items) {
      const me = await get('/api/auth/me', `${SESSION_COOKIE}=${session.id}`);
      expect(me.json().user).toBeNull();
    }
  });

  it("closes another session, refuses someone else's (404), and closing the current one signs out", async () => {
    const learner = await signedIn(t.app);
    const phone = cookieHeader(await signInFrom(learner.email, learner.password, FIREFOX_ANDROID));
    const stranger = await signedIn(t.app);
    const mine = (await get('/api/account/sessions', learner.cookie)).json<AccountSessionList>().items;
    const theirs = (await get('/api/account/sessions', stranger.cookie)).json<AccountSessionList>().items;
    const phoneId = mine.find((s) => !s.current)?.id ?? '';
    const close = (cookie: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${id}`, headers: { cookie } });

    const foreign = await close(learner.cookie, theirs[0]?.id ?? '');
    expect(foreign.statusCode).toBe(404);
    expect((await get('/api/auth/me', stranger.cookie)).json().user).not.toBeNull();
    expect((await close(learner.cookie, 'not-an-id')).statusCode).toBe(400);

    expect((await close(learner.cookie, phoneId)).statusCode).toBe(204);
    expect((await get('/api/account/profile', phone)).statusCode).toBe(401);
    expect((await close(learner.cookie, phoneId)).statusCode).toBe(404);

    const currentId = mine.find((s) => s.current)?.id ?? '';
    const selfClose = await close(learner.cookie, currentId);
    expect(selfClose.statusCode).toBe(204);
    expect(selfClose.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await get('/api/account/profile', learner.cookie)).statusCode).toBe(401);
  });
});

describe('download my data', () => {
  const bankItems: BankItemInput[] = Array.from({ length: 12 }, (_, i) => ({
    topic: i % 2 === 0 ? 'Ciclo PHVA' : 'Registros',
    kind: 'single',
    level: 'medium',
    prompt: `Pregunta de exportación número ${String(i + 1)}`,
    options: [
      { id: 'a', text: 'Respuesta correcta', correct: true },
      { id: 'b', text: 'Respuesta incorrecta', correct: false },
    ],
    explanation: `Explicación reservada ${String(i + 1)}`,
  }));

  const sessionRoute = new Map<string, string>();

  async function activity(cookie: string, routeId: string, itemId: string) {
    await get(`/api/routes/${routeId}`, cookie);
    await t.app.inject({ method: 'PUT', url: `/api/favorites/route/${routeId}`, headers: { cookie } });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/evaluations/start',
      headers: { cookie },
      payload: { routeId, kind: 'pretest' },
    });
    const session = started.json<StartEvaluationResponse>();
    sessionRoute.set(session.sessionId, routeId);
    await t.app.inject({
      method: 'POST',
      url: `/api/evaluations/${session.sessionId}/continue`,
      headers: { cookie },
      payload: { itemId: session.item?.id, answer: ['a'] },
    });
    return { session, itemId };
  }

  it('holds my conversations with the tutor, and nobody else’s', async () => {
    const me = await signedIn(t.app);
    const someoneElse = await signedIn(t.app);
    const ask = (cookie: string, question: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/query',
        headers: { cookie, accept: 'application/json' },
        payload: { question },
      });
    const mine = await ask(me.cookie, '¿Qué debe contener el reglamento de higiene y seguridad industrial?');
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await ask(someoneElse.cookie, '¿Cada cuánto se reúne el COPASST de otra persona?')).statusCode).toBe(200);

    const data = (await get('/api/account/data', me.cookie)).json();
    expect(data.tutorConversations).toEqual([
      expect.objectContaining({
        id: mine.json().conversationId,
        messages: expect.arrayContaining([
          expect.objectContaining({ text: '¿Qué debe contener el reglamento de higiene y seguridad industrial?' }),
        ]),
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain('de otra persona');
  });

  it('is an attachment with my records only, and no password, token or answer key', async () => {
    const admin = (await signedInAdmin(t.app)).cookie;
    const route = await createRoute(t.app, admin, {
      items: [textItem('Lección de exportación')],
      bank: bankItems,
      publish: true,
    });
    const bank = (await get(`/api/admin/routes/${route.id}/bank`, admin)).json<AdminBank>();
    const me = await signedIn(t.app);
    const someoneElse = await signedIn(t.app);
    const mine = await activity(me.cookie, route.id, route.items[0]?.id ?? '');
    const theirs = await activity(someoneElse.cookie, route.id, route.items[0]?.id ?? '');

    const response = await get('/api/account/data', me.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mis-datos-academia-sst-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();

    expect(data.account).toMatchObject({ id: me.id, email: me.email, nombre: me.nombre });
    expect(data.consent).toMatchObject({ version: expect.any(String), at: expect.any(String) });
    expect(data.enrolments).toEqual([expect.objectContaining({ routeId: route.id })]);
    expect(data.favorites).toEqual([expect.objectContaining({ kind: 'route', targetId: route.id })]);
    expect(data.evaluations).toHaveLength(1);
    expect(data.evaluations[0]).toMatchObject({ id: mine.session.sessionId, status: 'in_progress', kind: 'pretest' });
    expect(data.evaluations[0].answers).toHaveLength(1);
    // A running session never tells whether an answer was right.
    expect(data.evaluations[0].answers[0]).not.toHaveProperty('correct');
    expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);

    const text = response.body;
    expect(text).not.toContain(someoneElse.id);
    expect(text).not.toContain(someoneElse.email);
    expect(text).not.toContain(theirs.session.sessionId);
    expect(text).not.toContain(tokenOf(me.cookie));
    expect(text).not.toContain(sha256(tokenOf(me.cookie)));
    expect(text).not.toMatch(/passwordHash|password_hash|scrypt/);
    for (const item of bank.items) {
      expect(text).not.toContain(item.explanation);
    }

    // Once the session ends, the export tells which answers were right, and still holds no key.
    let next = mine.session.item ? await nextItem(me.cookie, mine.session.sessionId) : null;
    while (next) {
      const answered = await t.app.inject({
        method: 'POST',
        url: `/api/evaluations/${mine.session.sessionId}/continue`,
        headers: { cookie: me.cookie },
        payload: { itemId: next, answer: ['a'] },
      });
      next = answered.json<{ item: { id: string } | null }>().item?.id ?? null;
    }
    const after = (await get('/api/account/data', me.cookie)).json();
    expect(after.evaluations[0]).toMatchObject({ status: 'finished', score: expect.any(Number) });
    for (const answer of after.evaluations[0].answers) expect(answer.correct).toBe(true);
    for (const item of bank.items) expect(JSON.stringify(after)).not.toContain(item.explanation);
  });

  /** The item the running session shows now (resuming the session gives it back). */
  async function nextItem(cookie: string, sessionId: string): Promise<string | null> {
    const resumed = await t.app.inject({
      method: 'POST',
      url: '/api/evaluations/start',
      headers: { cookie },
      payload: { routeId: sessionRoute.get(sessionId), kind: 'pretest' },
    });
    return resumed.json<StartEvaluationResponse>().item?.id ?? null;
  }
});
