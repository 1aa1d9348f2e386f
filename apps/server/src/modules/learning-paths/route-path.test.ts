import type {
  BankItemInput,
  CompleteItemResult,
  ContentItemView,
  LockedStepDetails,
  RouteCatalog,
  RouteDetail,
} from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, signedIn, signedInAdmin, textItem } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The path through a route (ADR 028): viewing never enrols, locked steps point at their key, one way forward. */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

/** The learners the admin sees enrolled in a route (what "enrolled" means to anyone looking). */
async function enrolledEmails(routeId: string): Promise<string[]> {
  const response = await get(`/api/admin/routes/${routeId}/enrolments`, admin);
  expect(response.statusCode).toBe(200);
  return response.json<{ items: { user: { email: string } }[] }>().items.map((row) => row.user.email);
}

async function threeLessons(unlockInOrder = true) {
  return createRoute(t.app, admin, {
    items: [textItem('Primera lección'), textItem('Segunda lección'), textItem('Tercera lección')],
    publish: true,
    unlockInOrder,
  });
}

describe('viewing never enrols', () => {
  it('opens the route, an unlocked and a locked item, and reports time, without enrolling the learner', async () => {
    const learner = await signedIn(t.app);
    const route = await threeLessons();
    const [first, second] = route.items;

    const detail = await get(`/api/routes/${route.id}`, learner.cookie);
    expect(detail.json<RouteDetail>()).toMatchObject({ enrolled: false, progress: { state: 'not_started' } });
    const open = await get(`/api/routes/${route.id}/items/${first?.id ?? ''}`, learner.cookie);
    expect(open.statusCode).toBe(200);
    expect(open.json<ContentItemView>().enrolled).toBe(false);
    expect((await get(`/api/routes/${route.id}/items/${second?.id ?? ''}`, learner.cookie)).statusCode).toBe(403);
    // The page reports time on its own: that is not an action of the learner, so nothing is recorded.
    const report = await post(`/api/routes/${route.id}/items/${first?.id ?? ''}/progress`, learner.cookie, {
      secondsDelta: 30,
      position: 0.5,
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({ startedAt: null, secondsSpent: 0 });
    // A refused write on a locked step enrols nobody either.
    expect((await post(`/api/routes/${route.id}/items/${second?.id ?? ''}/complete`, learner.cookie)).statusCode).toBe(
      403,
    );

    expect(await enrolledEmails(route.id)).not.toContain(learner.email);
    const catalog = (await get('/api/routes', learner.cookie)).json<RouteCatalog>();
    expect(catalog.items.find((card) => card.id === route.id)?.progress).toBeNull();
    expect((await get(`/api/routes/${route.id}`, learner.cookie)).json<RouteDetail>().enrolled).toBe(false);
  });

  it('enrols on "Empezar la ruta" (POST …/start), once, and records time from then on', async () => {
    const learner = await signedIn(t.app);
    const route = await threeLessons();
    const first = route.items[0]?.id ?? '';
    const started = await post(`/api/routes/${route.id}/start`, learner.cookie);
    expect(started.statusCode).toBe(200);
    expect(started.json<RouteDetail>()).toMatchObject({ enrolled: true, nextStepHref: `/rutas/${route.id}/${first}` });
    expect((await post(`/api/routes/${route.id}/start`, learner.cookie)).statusCode).toBe(200);
    expect((await enrolledEmails(route.id)).filter((email) => email === learner.email)).toHaveLength(1);
    const report = await post(`/api/routes/${route.id}/items/${first}/progress`, learner.cookie, { secondsDelta: 0 });
    expect(report.json().startedAt).not.toBeNull();
  });

  it('enrols a learner who completes an open item straight from a link (an explicit action)', async () => {
    const learner = await signedIn(t.app);
    const route = await threeLessons();
    const done = await post(`/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}/complete`, learner.cookie);
    expect(done.statusCode).toBe(200);
    expect(await enrolledEmails(route.id)).toContain(learner.email);
  });

  it('guards "Empezar la ruta": 401 signed out, 404 for a draft, and an admin preview enrols nobody', async () => {
    const route = await threeLessons();
    const draft = await createRoute(t.app, admin, { items: [textItem('Borrador')] });
    const learner = await signedIn(t.app);
    expect((await post(`/api/routes/${route.id}/start`)).statusCode).toBe(401);
    expect((await post(`/api/routes/${draft.id}/start`, learner.cookie)).statusCode).toBe(404);
    expect((await post('/api/routes/no-existe/start', learner.cookie)).statusCode).toBe(404);
    const preview = await post(`/api/routes/${draft.id}/start`, admin);
    expect(preview.json<RouteDetail>()).toMatchObject({ preview: true, enrolled: false });
    expect(await enrolledEmails(draft.id)).toEqual([]);
  });
});

describe('a locked step is never a dead end', () => {
  it('names the route, the step and the exact step that unlocks it', async () => {
    const learner = await signedIn(t.app);
    const route = await threeLessons();
    const [first, , third] = route.items;
    const locked = await get(`/api/routes/${route.id}/items/${third?.id ?? ''}`, learner.cookie);
    expect(locked.statusCode).toBe(403);
    const { error } = locked.json<{ error: { code: string; message: string; details: LockedStepDetails } }>();
    expect(error.code).toBe('STEP_LOCKED');
    expect(error.message).toBe('Complete primero «Primera lección» para desbloquear este paso.');
    expect(error.details).toEqual({
      route: { id: route.id, title: route.title },
      stepTitle: 'Tercera lección',
      unlock: { kind: 'content', title: 'Primera lección', href: `/rutas/${route.id}/${first?.id ?? ''}` },
    });
  });
});

describe('"Completar y continuar"', () => {
  it('goes to the next item, and after the last one to the final test when it opens', async () => {
    const learner = await signedIn(t.app);
    const route = await threeLessons(false);
    const bankItem: BankItemInput = {
      topic: 'Generalidades',
      kind: 'single',
      level: 'easy',
      prompt: '¿Qué se hace primero ante un peligro?',
      options: [
        { id: 'a', text: 'Eliminarlo', correct: true },
        { id: 'b', text: 'Ignorarlo', correct: false },
      ],
      explanation: 'La eliminación va primero.',
    };
    expect((await post(`/api/admin/routes/${route.id}/bank`, admin, bankItem)).statusCode).toBe(201);
    const [first, second, third] = route.items.map((item) => item.id);
    const complete = async (itemId: string | undefined) =>
      (await post(`/api/routes/${route.id}/items/${itemId ?? ''}/complete`, learner.cookie)).json<CompleteItemResult>();

    expect((await complete(first)).next).toEqual({
      kind: 'content',
      title: 'Segunda lección',
      href: `/rutas/${route.id}/${second ?? ''}`,
    });
    // Done out of order: the one still missing is earlier, so "continuar" goes back to it.
    expect((await complete(third)).next?.href).toBe(`/rutas/${route.id}/${second ?? ''}`);
    const last = await complete(second);
    expect(last.completedAt).not.toBeNull();
    expect(last.next).toEqual({ kind: 'test', title: 'Evaluación final', href: `/rutas/${route.id}/test` });
    const view = (await get(`/api/routes/${route.id}/items/${third ?? ''}`, learner.cookie)).json<ContentItemView>();
    expect(view.continueTo).toEqual(last.next);
    const detail = (await get(`/api/routes/${route.id}`, learner.cookie)).json<RouteDetail>();
    expect(detail).toMatchObject({ nextStepHref: `/rutas/${route.id}/test`, progress: { percent: 100 } });
  });

  it('returns no next step after the last item when the route has no final test yet', async () => {
    const learner = await signedIn(t.app);
    const route = await createRoute(t.app, admin, { items: [textItem('Única')], publish: true });
    const done = await post(`/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}/complete`, learner.cookie);
    expect(done.json<CompleteItemResult>().next).toBeNull();
  });
});
