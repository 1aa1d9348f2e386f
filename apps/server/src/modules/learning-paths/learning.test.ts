import type { ContentItemView, ItemInput, ItemProgress, QuizState, RouteCatalog, RouteDetail } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoute, signedIn, signedInAdmin, textItem } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const quizItem: ItemInput = {
  kind: 'quiz',
  title: 'Quiz de repaso',
  quiz: {
    passMark: 50,
    questions: [
      {
        id: 'q1',
        prompt: '¿Desde qué altura se considera trabajo en alturas?',
        explanation: 'Desde 2 metros (Resolución 4272 de 2021).',
        options: [
          { id: 'a', text: '1,5 m', correct: false },
          { id: 'b', text: '2 m', correct: true },
        ],
      },
      {
        id: 'q2',
        prompt: '¿Qué va primero en la jerarquía de controles?',
        explanation: 'La eliminación del peligro.',
        options: [
          { id: 'a', text: 'Eliminación', correct: true },
          { id: 'b', text: 'EPP', correct: false },
        ],
      },
    ],
  },
};

describe('what learners may see', () => {
  it('hides drafts and archived routes from the catalog and answers 404 for them', async () => {
    const learner = await signedIn(t.app);
    const draft = await createRoute(t.app, admin, { title: 'Borrador secreto', items: [textItem('Lección uno')] });
    const catalog = (await get('/api/routes', learner.cookie)).json<RouteCatalog>();
    expect(catalog.items.map((route) => route.title)).not.toContain('Borrador secreto');
    expect((await get(`/api/routes/${draft.id}`, learner.cookie)).statusCode).toBe(404);
    expect((await get(`/api/routes/${draft.id}/items/${draft.items[0]?.id ?? ''}`, learner.cookie)).statusCode).toBe(
      404,
    );
  });

  it('lets an admin preview a draft without enrolling', async () => {
    const draft = await createRoute(t.app, admin, { items: [textItem('Lección uno'), textItem('Lección dos')] });
    const detail = (await get(`/api/routes/${draft.id}`, admin)).json<RouteDetail>();
    expect(detail.preview).toBe(true);
    // In preview nothing is locked, so the second item opens at once.
    expect((await get(`/api/routes/${draft.id}/items/${draft.items[1]?.id ?? ''}`, admin)).statusCode).toBe(200);
    expect((await post(`/api/routes/${draft.id}/items/${draft.items[0]?.id ?? ''}/complete`, admin)).statusCode).toBe(
      403,
    );
  });

  it('answers 404 for a content id that belongs to another route', async () => {
    const learner = await signedIn(t.app);
    const one = await createRoute(t.app, admin, { items: [textItem('De la ruta uno')], publish: true });
    const two = await createRoute(t.app, admin, { items: [textItem('De la ruta dos')], publish: true });
    const response = await get(`/api/routes/${one.id}/items/${two.items[0]?.id ?? ''}`, learner.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No encontramos este contenido en la ruta.');
  });

  it('filters the catalog by text and category', async () => {
    const learner = await signedIn(t.app);
    await createRoute(t.app, admin, { title: 'Ergonomía en oficinas', items: [textItem('Postura')], publish: true });
    const found = (await get('/api/routes?q=ergonom', learner.cookie)).json<RouteCatalog>();
    expect(found.items.map((route) => route.title)).toEqual(['Ergonomía en oficinas']);
    expect(found.categories).toContain('Pruebas');
    const none = (await get('/api/routes?category=Inexistente', learner.cookie)).json<RouteCatalog>();
    expect(none.items).toHaveLength(0);
  });
});

describe('progress through a route', () => {
  it('locks later steps and derives the percentage on the server as the learner completes items', async () => {
    const learner = await signedIn(t.app);
    const route = await createRoute(t.app, admin, {
      items: [textItem('Primera lección'), textItem('Segunda lección'), textItem('Tercera lección')],
      publish: true,
    });
    const [first, second, third] = route.items;
    const before = (await get('/api/routes', learner.cookie)).json<RouteCatalog>();
    expect(before.items.find((card) => card.id === route.id)?.progress).toBeNull();

    const detail = (await get(`/api/routes/${route.id}`, learner.cookie)).json<RouteDetail>();
    expect(detail.steps.map((step) => step.kind)).toEqual(['pretest', 'content', 'content', 'content', 'test']);
    // Without an item bank the evaluations are unavailable and the content opens in order.
    expect(detail.steps.map((step) => step.state)).toEqual(['locked', 'available', 'locked', 'locked', 'locked']);
    expect(detail.steps[2]?.lockedReason).toBe('Complete primero «Primera lección» para desbloquear este paso.');
    expect(detail.nextStepHref).toBe(`/rutas/${route.id}/${first?.id ?? ''}`);
    expect(detail.progress).toMatchObject({ percent: 0, state: 'not_started' });

    const locked = await get(`/api/routes/${route.id}/items/${second?.id ?? ''}`, learner.cookie);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatchObject({
      code: 'STEP_LOCKED',
      message: expect.stringContaining('Primera lección'),
    });
    expect((await post(`/api/routes/${route.id}/items/${second?.id ?? ''}/complete`, learner.cookie)).statusCode).toBe(
      403,
    );

    await post(`/api/routes/${route.id}/items/${first?.id ?? ''}/complete`, learner.cookie);
    const after = (await get(`/api/routes/${route.id}`, learner.cookie)).json<RouteDetail>();
    expect(after.progress).toMatchObject({ percent: 33, completedItems: 1, requiredItems: 3, state: 'in_progress' });
    expect(after.steps[1]?.state).toBe('done');
    expect(after.steps[2]?.state).toBe('available');
    expect(after.nextStepHref).toBe(`/rutas/${route.id}/${second?.id ?? ''}`);

    await post(`/api/routes/${route.id}/items/${second?.id ?? ''}/complete`, learner.cookie);
    await post(`/api/routes/${route.id}/items/${third?.id ?? ''}/complete`, learner.cookie);
    const done = (await get(`/api/routes/${route.id}`, learner.cookie)).json<RouteDetail>();
    expect(done.progress).toMatchObject({ percent: 100, state: 'content_done' });
    expect(done.steps.at(-1)).toMatchObject({ kind: 'test', state: 'locked' });

    const adminList = await t.app.inject({
      method: 'GET',
      url: `/api/admin/routes?q=${encodeURIComponent(route.title)}`,
      headers: { cookie: admin },
    });
    expect(adminList.json().items[0]).toMatchObject({ enrolled: 1, completionRate: 100 });
  });

  it('lets a learner open any step when the route does not unlock in order', async () => {
    const learner = await signedIn(t.app);
    const route = await createRoute(t.app, admin, {
      items: [textItem('Libre uno'), textItem('Libre dos')],
      publish: true,
      unlockInOrder: false,
    });
    expect((await get(`/api/routes/${route.id}/items/${route.items[1]?.id ?? ''}`, learner.cookie)).statusCode).toBe(
      200,
    );
  });

  it('never shows one learner the progress of another', async () => {
    const ana = await signedIn(t.app);
    const beto = await signedIn(t.app);
    const route = await createRoute(t.app, admin, { items: [textItem('Compartida')], publish: true });
    await post(`/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}/complete`, ana.cookie);
    const seenByBeto = (await get(`/api/routes/${route.id}`, beto.cookie)).json<RouteDetail>();
    expect(seenByBeto.progress.percent).toBe(0);
  });

  it('saves the resume position and caps time spent by the time really elapsed', async () => {
    const learner = await signedIn(t.app);
    const route = await createRoute(t.app, admin, { items: [textItem('Lectura larga')], publish: true });
    const url = `/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}`;
    // Time is recorded once the learner started the route ("Empezar la ruta"); viewing alone records nothing.
    await post(`/api/routes/${route.id}/start`, learner.cookie);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
      await post(`${url}/progress`, learner.cookie, { secondsDelta: 0 });
      vi.setSystemTime(new Date('2026-11-21T10:00:15Z'));
      const first = await post(`${url}/progress`, learner.cookie, { secondsDelta: 15, position: 0.4 });
      // The same report sent twice (a double submit) adds nothing the second time.
      const repeated = await post(`${url}/progress`, learner.cookie, { secondsDelta: 15, position: 0.4 });
      expect(first.json<ItemProgress>().secondsSpent).toBe(15);
      expect(repeated.json<ItemProgress>().secondsSpent).toBe(15);
    } finally {
      vi.useRealTimers();
    }
    const view = (await get(url, learner.cookie)).json<ContentItemView>();
    expect(view.progress).toMatchObject({ position: 0.4, secondsSpent: 15 });
  });

  it('completes an uploaded video only when 90 % was really watched', async () => {
    const { uploadFile, sampleFiles } = await import('../../test/factories.js');
    const learner = await signedIn(t.app);
    const upload = await uploadFile(t.app, admin, 'video', 'induccion.mp4', sampleFiles.mp4);
    const captions = await uploadFile(t.app, admin, 'captions', 'induccion.vtt', sampleFiles.vtt);
    const route = await createRoute(t.app, admin, {
      items: [
        {
          kind: 'video',
          title: 'Video de inducción',
          fileId: upload.json<{ id: string }>().id,
          captionsFileId: captions.json<{ id: string }>().id,
        },
      ],
      publish: true,
    });
    const url = `/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}`;
    const view = (await get(url, learner.cookie)).json<ContentItemView>();
    expect(view.video?.captionsSrc).toBe(`/api/files/${captions.json<{ id: string }>().id}`);
    const track = await get(view.video?.captionsSrc ?? '', learner.cookie);
    expect(track.headers['content-type']).toBe('text/vtt');
    expect(track.body).toContain('Bienvenidos');
    expect((await post(`${url}/complete`, learner.cookie)).json().error.code).toBe('NOT_COMPLETABLE');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
      await post(`${url}/progress`, learner.cookie, { secondsDelta: 0 });
      vi.setSystemTime(new Date('2026-11-21T10:00:10Z'));
      // Jumping to the end after 10 seconds does not count as watching 300 seconds.
      const jumped = (
        await post(`${url}/progress`, learner.cookie, { secondsDelta: 10, position: 295, duration: 300 })
      ).json<ItemProgress>();
      expect(jumped.completedAt).toBeNull();
      expect(jumped.maxPosition).toBe(25);
      vi.setSystemTime(new Date('2026-11-21T10:04:40Z'));
      const watched = (
        await post(`${url}/progress`, learner.cookie, { secondsDelta: 270, position: 272, duration: 300 })
      ).json<ItemProgress>();
      expect(watched.maxPosition).toBe(272);
      expect(watched.completedAt).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('quick quiz', () => {
  it('gives feedback per question without leaking the key, counts each answer once and completes on a pass', async () => {
    const learner = await signedIn(t.app);
    const route = await createRoute(t.app, admin, { items: [quizItem], publish: true });
    const url = `/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}`;
    const view = await get(url, learner.cookie);
    expect(view.body).not.toContain('"correct"');
    expect(view.body).not.toContain('Resolución 4272');
    expect(view.json<ContentItemView>().manualCompletion).toBe(false);

    const wrong = (
      await post(`${url}/quiz/answers`, learner.cookie, { questionId: 'q1', optionIds: ['a'] })
    ).json<QuizState>();
    expect(wrong.answered[0]).toMatchObject({ correct: false, correctOptionIds: ['b'] });
    // Answering the same question again returns the same outcome instead of a second chance.
    const again = (
      await post(`${url}/quiz/answers`, learner.cookie, { questionId: 'q1', optionIds: ['b'] })
    ).json<QuizState>();
    expect(again.answered[0]).toMatchObject({ correct: false, selectedOptionIds: ['a'] });

    const finished = (
      await post(`${url}/quiz/answers`, learner.cookie, { questionId: 'q2', optionIds: ['a'] })
    ).json<QuizState>();
    expect(finished).toMatchObject({ score: 50, passed: true });
    const progress = (await get(url, learner.cookie)).json<ContentItemView>().progress;
    expect(progress.completedAt).not.toBeNull();

    const restarted = (await post(`${url}/quiz/restart`, learner.cookie)).json<QuizState>();
    expect(restarted).toMatchObject({ attempt: 2, answered: [], score: null });
  });

  it('rejects an option that does not belong to the question', async () => {
    const learner = await signedIn(t.app);
    const route = await createRoute(t.app, admin, { items: [quizItem], publish: true });
    const url = `/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}`;
    const response = await post(`${url}/quiz/answers`, learner.cookie, { questionId: 'q1', optionIds: ['z'] });
    expect(response.statusCode).toBe(400);
  });
});

describe('favourites', () => {
  it('toggles a route as favourite and shows it in the catalog', async () => {
    const learner = await signedIn(t.app);
    const route = await createRoute(t.app, admin, { items: [textItem('Favorita')], publish: true });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/favorites/route/${route.id}`,
      headers: { cookie: learner.cookie },
    });
    expect(put.json()).toEqual({ favorite: true });
    const catalog = (await get('/api/routes', learner.cookie)).json<RouteCatalog>();
    expect(catalog.items.find((card) => card.id === route.id)?.favorite).toBe(true);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites/route/${route.id}`,
      headers: { cookie: learner.cookie },
    });
    expect((await get(`/api/routes/${route.id}`, learner.cookie)).json<RouteDetail>().favorite).toBe(false);
  });

  it('refuses to favourite a draft the learner cannot see', async () => {
    const learner = await signedIn(t.app);
    const draft = await createRoute(t.app, admin, { items: [textItem('Oculta')] });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/favorites/route/${draft.id}`,
      headers: { cookie: learner.cookie },
    });
    expect(put.statusCode).toBe(404);
  });
});
