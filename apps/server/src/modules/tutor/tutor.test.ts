import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, signedIn, signedInAdmin, textItem } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Events of an SSE body, in order. */
function eventsOf(body: string): { event: string; data: string }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? '';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data };
    });
}

const ALTURAS_BODY =
  '## Cuándo hay trabajo en alturas\n\nLa Resolución 4272 de 2021 considera trabajo en alturas toda tarea con ' +
  'riesgo de caída desde 2 metros o más sobre un nivel inferior.';

/** An app whose index holds a lesson on work at height and the norm that rules it. */
async function appWithContent(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const admin = await signedInAdmin(t.app);
  const route = await createRoute(t.app, admin.cookie, {
    title: 'Trabajo seguro',
    items: [textItem('Trabajo en alturas', ALTURAS_BODY)],
    publish: true,
  });
  await t.app.container.search.index(t.app.database.db, [
    {
      kind: 'norm',
      targetId: 'norma-4272',
      parentId: null,
      title: 'Resolución 4272 de 2021',
      keywords: '',
      body: 'Requisitos mínimos de seguridad para el trabajo en alturas, desde 2 metros sobre un nivel inferior.',
      visible: true,
      subtype: 'resolucion',
      topic: 'alturas',
      status: 'in_force',
      year: 2021,
      recency: '2021-00004272',
    },
  ]);
  return { t, route };
}

const ask = (t: TestApp, cookie: string, payload: object, accept = 'text/event-stream') =>
  t.app.inject({ method: 'POST', url: '/api/query', headers: { cookie, accept }, payload });

describe('POST /api/query without a model', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await appWithContent({ TUTOR_MAX_QUESTIONS: '3' }));
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/query', payload: { question: 'alturas' } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a question shorter than 3 characters in Spanish', async () => {
    const learner = await signedIn(t.app);
    const response = await ask(t, learner.cookie, { question: 'ok' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields[0].message).toBe('Escriba una pregunta de al menos 3 caracteres.');
  });

  it('streams sources first, then the answer, then done', async () => {
    const learner = await signedIn(t.app);
    const response = await ask(t, learner.cookie, { question: '¿Desde qué altura hay trabajo en alturas?' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = eventsOf(response.body);
    expect(events[0]?.event).toBe('sources');
    expect(events.at(-1)?.event).toBe('done');
    const sources = JSON.parse(events[0]?.data ?? '[]') as { kind: string; title: string; url: string }[];
    expect(sources.map((source) => source.title)).toContain('Resolución 4272 de 2021');
    expect(sources.find((source) => source.kind === 'lesson')?.url).toMatch(/^\/rutas\//);
    const text = events
      .filter((event) => event.event === 'token')
      .map((event) => event.data)
      .join('');
    expect(text).toContain('2 metros');
    expect(text).toContain('responsable de SST de su empresa');
    const done = JSON.parse(events.at(-1)?.data ?? '{}') as { conversationId: string; declined: boolean };
    expect(done.declined).toBe(false);
    expect(done.conversationId).toBeTruthy();
  });

  it('answers one JSON object with Accept: application/json, and declines what it cannot ground', async () => {
    const learner = await signedIn(t.app);
    const grounded = await ask(t, learner.cookie, { question: 'trabajo en alturas' }, 'application/json');
    expect(grounded.statusCode).toBe(200);
    expect(grounded.json()).toMatchObject({ declined: false, conversationId: expect.any(String) });
    expect(grounded.json().sources.length).toBeGreaterThan(0);
    const offTopic = await ask(
      t,
      learner.cookie,
      { question: '¿Quién ganó el mundial de fútbol?' },
      'application/json',
    );
    expect(offTopic.json()).toMatchObject({ declined: true, sources: [] });
    expect(offTopic.json().answer).toContain('Puedo ayudarle');
  });

  it('allows the configured number of questions per window, then answers 429 with Retry-After', async () => {
    const learner = await signedIn(t.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await ask(t, learner.cookie, { question: 'alturas' }, 'application/json')).statusCode).toBe(200);
    }
    const refused = await ask(t, learner.cookie, { question: 'alturas' }, 'application/json');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(/^Ha hecho muchas preguntas/);
  });
});

describe('the tutor during a final test', () => {
  it('is refused to a learner with a graded final test in progress, and only to them', async () => {
    const { t, route } = await appWithContent();
    const busy = await signedIn(t.app);
    const other = await signedIn(t.app);
    const now = new Date().toISOString();
    await t.app.database.db
      .insertInto('evaluation_sessions')
      .values({
        id: crypto.randomUUID(),
        route_id: route.id,
        user_id: busy.id,
        kind: 'test',
        attempt: 1,
        status: 'in_progress',
        current_item_id: null,
        answered: 2,
        theta: 0,
        se: 1,
        score: null,
        passed: null,
        pass_mark: 80,
        stop_reason: null,
        mastery: null,
        seed: 1,
        started_at: now,
        finished_at: null,
        updated_at: now,
      })
      .execute();
    const refused = await ask(t, busy.cookie, { question: 'trabajo en alturas' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TUTOR_CLOSED_DURING_TEST');
    expect((await ask(t, other.cookie, { question: 'trabajo en alturas' })).statusCode).toBe(200);
    await t.close();
  });
});

describe('conversations', () => {
  it('are kept per user: the owner lists, reads, continues and deletes them; nobody else can', async () => {
    const { t } = await appWithContent();
    const owner = await signedIn(t.app);
    const stranger = await signedIn(t.app);
    const first = await ask(t, owner.cookie, { question: 'trabajo en alturas' }, 'application/json');
    const { conversationId } = first.json<{ conversationId: string }>();
    const second = await ask(t, owner.cookie, { question: '¿Y la norma?', conversationId }, 'application/json');
    expect(second.json().conversationId).toBe(conversationId);

    const list = await t.app.inject({ url: '/api/tutor/conversations', headers: { cookie: owner.cookie } });
    expect(list.json().items).toEqual([expect.objectContaining({ id: conversationId, title: 'trabajo en alturas' })]);
    const read = await t.app.inject({
      url: `/api/tutor/conversations/${conversationId}`,
      headers: { cookie: owner.cookie },
    });
    expect(read.json().messages.map((m: { role: string }) => m.role)).toEqual(['user', 'tutor', 'user', 'tutor']);

    const url = `/api/tutor/conversations/${conversationId}`;
    expect((await t.app.inject({ url, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect(
      (await ask(t, stranger.cookie, { question: 'alturas', conversationId }, 'application/json')).statusCode,
    ).toBe(404);
    const strangerList = await t.app.inject({ url: '/api/tutor/conversations', headers: { cookie: stranger.cookie } });
    expect(strangerList.json().items).toEqual([]);
    expect((await t.app.inject({ url: '/api/tutor/conversations' })).statusCode).toBe(401);

    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: owner.cookie } })).statusCode).toBe(204);
    expect((await t.app.inject({ url, headers: { cookie: owner.cookie } })).statusCode).toBe(404);
    await t.close();
  });
});

/** A tiny OpenAI-compatible server: streams `fragments`, then either [DONE] or a broken connection. */
async function fakeModel(fragments: string[], breakAfter: number | null) {
  const requests: { messages: { role: string; content: string }[] }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push(JSON.parse(body) as (typeof requests)[number]);
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      fragments.forEach((fragment, index) => {
        if (breakAfter !== null && index >= breakAfter) return;
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: fragment } }] })}\n\n`);
      });
      // Breaks the connection once the fragments before it have reached the client.
      if (breakAfter !== null) setTimeout(() => response.destroy(), 100);
      else response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${String(port)}/v1`, requests, close: () => server.close() };
}

describe('POST /api/query with a model', () => {
  it('streams the model’s answer, dropping citations of passages it was not given', async () => {
    const model = await fakeModel(['Desde 2 metros [', '1]', ' según la norma [9].'], null);
    const { t } = await appWithContent({ LLM_BASE_URL: model.url, LLM_MODEL: 'prueba' });
    const learner = await signedIn(t.app);
    const events = eventsOf((await ask(t, learner.cookie, { question: 'trabajo en alturas' })).body);
    const text = events
      .filter((event) => event.event === 'token')
      .map((event) => event.data)
      .join('');
    expect(text).toContain('Desde 2 metros [1] según la norma.');
    expect(text).not.toContain('[9]');
    expect(model.requests[0]?.messages[0]?.content).toContain('Resolución 4272 de 2021');
    expect(events.at(-1)?.event).toBe('done');
    await t.close();
    model.close();
  });

  it('streams the model’s answer over a real connection, not only through inject', async () => {
    const model = await fakeModel(['Desde 2 metros [1].'], null);
    const { t } = await appWithContent({ LLM_BASE_URL: model.url, LLM_MODEL: 'prueba' });
    const learner = await signedIn(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${String(port)}/api/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: learner.cookie },
      body: JSON.stringify({ question: 'trabajo en alturas' }),
    });
    const body = await response.text();
    expect(body.indexOf('event: sources')).toBe(0);
    expect(body).toContain('data: Desde 2 metros [1].');
    expect(body).not.toContain('No fue posible obtener una respuesta redactada');
    await t.close();
    model.close();
  });

  it('falls back to the passages with a notice when the model breaks mid-stream', async () => {
    const model = await fakeModel(['Empieza bien', ' y luego', ' falla'], 1);
    const { t } = await appWithContent({ LLM_BASE_URL: model.url, LLM_MODEL: 'prueba' });
    const learner = await signedIn(t.app);
    const response = await ask(t, learner.cookie, { question: 'trabajo en alturas' }, 'application/json');
    expect(response.statusCode).toBe(200);
    const { answer } = response.json<{ answer: string }>();
    expect(answer).toContain('Empieza bien');
    expect(answer).toContain('No fue posible obtener una respuesta redactada');
    expect(answer).toContain('«');
    await t.close();
    model.close();
  });
});
