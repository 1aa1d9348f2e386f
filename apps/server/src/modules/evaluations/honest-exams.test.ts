import {
  continueEvaluationResponseSchema,
  type ContinueEvaluationResponse,
  type EvaluationOverview,
  type EvaluationReview,
  type StartEvaluationResponse,
} from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, signedIn, signedInAdmin, textItem } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * Finding 3 of the security review: the pre-test gave the final test away (every answer returned the key and the
 * explanation, and both drew from the same bank), and a final test's feedback helped the next attempt. ADR 018.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  // The scenarios below count with 20-item tests (the default before ADR 041 made it 15).
  t = await createTestApp({ CAT_MAX_ITEMS: '20' });
  admin = (await signedInAdmin(t.app)).cookie;
});
afterAll(() => t.close());

const TOPICS = ['Colores', 'Formas', 'Ubicación'];
const BANK_PER_TOPIC = 14;
/** Anything that would tell a learner the key, whether they were right, or why. */
const LEAK = /"correct":(true|false)|"correctOptionIds"|"explanation"|Explicación secreta/;

/** `perTopic` single-choice items per topic; the right option is always "a" and every explanation is secret. */
function bankCsv(perTopic: number): string {
  const rows = TOPICS.flatMap((topic, t) =>
    Array.from({ length: perTopic }, (_, i) => {
      const level = ['fácil', 'medio', 'difícil'][i % 3] ?? 'medio';
      const n = `${String(t + 1)}.${String(i + 1)}`;
      return `${topic};única;${level};¿Pregunta ${n} de señalización?;Opción buena ${n}|Opción mala ${n}|Otra mala ${n};a;Explicación secreta ${n}`;
    }),
  );
  return ['tema;tipo;nivel;pregunta;opciones;correctas;explicacion', ...rows].join('\n');
}

async function routeWithBank(perTopic: number, attempts = 3) {
  const route = await createRoute(t.app, admin, { items: [textItem('Lección única')] });
  await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/routes/${route.id}`,
    headers: { cookie: admin },
    payload: { attempts },
  });
  const imported = await t.app.inject({
    method: 'POST',
    url: `/api/admin/routes/${route.id}/bank/import`,
    headers: { cookie: admin },
    payload: { csv: bankCsv(perTopic) },
  });
  expect(imported.json()).toMatchObject({ created: perTopic * TOPICS.length, problems: [] });
  // Published once its bank is in: publishing needs the final test's minimum (ADR 034).
  const published = await t.app.inject({
    method: 'POST',
    url: `/api/admin/routes/${route.id}/status`,
    headers: { cookie: admin },
    payload: { status: 'published' },
  });
  expect(published.statusCode).toBe(200);
  return route;
}

const start = (cookie: string, routeId: string, kind: 'pretest' | 'test') =>
  t.app.inject({ method: 'POST', url: '/api/evaluations/start', headers: { cookie }, payload: { routeId, kind } });
const continueWith = (cookie: string, sessionId: string, itemId: string, answer: string[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/evaluations/${sessionId}/continue`,
    headers: { cookie },
    payload: { itemId, answer },
  });
const review = (cookie: string, sessionId: string) =>
  t.app.inject({ method: 'GET', url: `/api/evaluations/${sessionId}/review`, headers: { cookie } });

interface Played {
  sessionId: string;
  /** The items shown, in order, with their topic and the option sent. */
  shown: { id: string; topic: string; sent: string }[];
  /** Every raw `continue` body. */
  bodies: string[];
}

/** Plays a session (all of it, or `stopAfter` items), alternating right and wrong answers; keeps what was seen. */
async function play(cookie: string, routeId: string, kind: 'pretest' | 'test', stopAfter = Infinity): Promise<Played> {
  const started = (await start(cookie, routeId, kind)).json<StartEvaluationResponse>();
  const played: Played = { sessionId: started.sessionId, shown: [], bodies: [] };
  let item = started.item;
  while (item && played.shown.length < stopAfter) {
    const sent = played.shown.length % 2 ? 'b' : 'a';
    played.shown.push({ id: item.id, topic: item.topic, sent });
    const response = await continueWith(cookie, started.sessionId, item.id, [sent]);
    expect(response.statusCode).toBe(200);
    played.bodies.push(response.body);
    item = response.json<ContinueEvaluationResponse>().item;
  }
  return played;
}

async function completeContent(cookie: string, route: { id: string; items: { id: string }[] }) {
  await t.app.inject({
    method: 'POST',
    url: `/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}/complete`,
    headers: { cookie },
  });
}

describe('honest exams: no key while a session runs', () => {
  it('a pre-test answer says only that it was recorded: no key, no correctness, no explanation', async () => {
    const route = await routeWithBank(8);
    const learner = await signedIn(t.app);
    const pre = await play(learner.cookie, route.id, 'pretest');
    expect(pre.bodies.length).toBeGreaterThanOrEqual(8);
    for (const body of pre.bodies) {
      expect(body).not.toMatch(LEAK);
      const parsed = JSON.parse(body) as Record<string, unknown>;
      expect(Object.keys(parsed).sort()).toEqual(['item', 'progress', 'receipt', 'result']);
      expect(Object.keys(parsed.receipt as object).sort()).toEqual(['itemId', 'recorded', 'selectedOptionIds']);
    }
    // The schema the server serialises with has no room for them either.
    expect(Object.keys(continueEvaluationResponseSchema.shape)).not.toContain('feedback');
    // At the end: the per-topic mastery, as before.
    const last = JSON.parse(pre.bodies.at(-1) ?? '{}') as ContinueEvaluationResponse;
    expect(last.result?.mastery.map((m) => m.topic).sort()).toEqual([...TOPICS].sort());
    expect(last.result?.passed).toBeNull();
    // A repeated answer (a retry after a lost response) replays the receipt, still without the key.
    const repeat = await continueWith(learner.cookie, pre.sessionId, pre.shown[0]?.id ?? '', ['a']);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).not.toMatch(LEAK);
    // Nor does the overview (the page's history) carry answers or keys of the pre-test.
    const overview = await t.app.inject({
      method: 'GET',
      url: `/api/evaluations/overview?routeId=${route.id}&kind=pretest`,
      headers: { cookie: learner.cookie },
    });
    expect(overview.body).not.toMatch(LEAK);
    expect(overview.json<EvaluationOverview>().sessions[0]?.reviewable).toBe(false);
  });

  it('a running final test shows no key; its review opens once it ended, for its owner only', async () => {
    const route = await routeWithBank(8);
    const learner = await signedIn(t.app);
    const other = await signedIn(t.app);
    const pre = await play(learner.cookie, route.id, 'pretest');
    await completeContent(learner.cookie, route);

    const running = await play(learner.cookie, route.id, 'test', 3);
    for (const body of running.bodies) expect(body).not.toMatch(LEAK);
    const overview = await t.app.inject({
      method: 'GET',
      url: `/api/evaluations/overview?routeId=${route.id}&kind=test`,
      headers: { cookie: learner.cookie },
    });
    expect(overview.body).not.toMatch(LEAK);
    const early = await review(learner.cookie, running.sessionId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('REVIEW_NOT_AVAILABLE');
    // The learner's own pre-test has no review: its items come back once a topic runs out of unseen ones.
    expect((await review(learner.cookie, pre.sessionId)).statusCode).toBe(409);

    // Finishing the same session (the start resumes it) opens its review.
    const rest = await play(learner.cookie, route.id, 'test');
    expect(rest.sessionId).toBe(running.sessionId);
    for (const body of rest.bodies.slice(0, -1)) expect(body).not.toMatch(LEAK);
    const ended = await review(learner.cookie, running.sessionId);
    expect(ended.statusCode).toBe(200);
    const page = ended.json<EvaluationReview>();
    expect(page).toMatchObject({ readOnly: false, session: { status: 'finished', kind: 'test', reviewable: true } });
    const shown = [...running.shown, ...rest.shown];
    expect(page.answers.map((a) => a.item.id)).toEqual(shown.map((s) => s.id));
    for (const [i, reviewed] of page.answers.entries()) {
      const sent = shown[i]?.sent;
      expect(reviewed.feedback.correctOptionIds).toEqual(['a']);
      expect(reviewed.feedback.selectedOptionIds).toEqual([sent]);
      expect(reviewed.feedback.correct).toBe(sent === 'a');
      expect(reviewed.feedback.explanation).toMatch(/^Explicación secreta \d\.\d+$/);
    }
    const summary = (
      await t.app.inject({
        method: 'GET',
        url: `/api/evaluations/overview?routeId=${route.id}&kind=test`,
        headers: { cookie: learner.cookie },
      })
    ).json<EvaluationOverview>();
    expect(summary.sessions[0]?.reviewable).toBe(true);

    // Someone else: as if it did not exist. Signed out: 401. An admin: read-only.
    const stranger = await review(other.cookie, running.sessionId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toMatch(LEAK);
    expect((await review('', running.sessionId)).statusCode).toBe(401);
    expect((await review(learner.cookie, 'no-existe')).statusCode).toBe(404);
    const byAdmin = await review(admin, running.sessionId);
    expect(byAdmin.json<EvaluationReview>()).toMatchObject({ readOnly: true, learner: { id: learner.id } });
    expect((await review(admin, pre.sessionId)).statusCode).toBe(200);
  });
});

/**
 * Per topic, in the order shown: every item never seen before, then those of the oldest earlier session, and so
 * on; and as many unseen items as the topic had (or as the test took from it).
 */
function expectUnseenFirst(shown: Played['shown'], earlier: Played['shown'][]) {
  const lastSeen = new Map<string, number>();
  earlier.forEach((session, index) => {
    for (const item of session) lastSeen.set(item.id, index + 1);
  });
  for (const topic of TOPICS) {
    const ages = shown.filter((s) => s.topic === topic).map((s) => lastSeen.get(s.id) ?? 0);
    expect(ages).toEqual([...ages].sort((x, y) => x - y));
    const seenOfTopic = new Set(
      earlier
        .flat()
        .filter((s) => s.topic === topic)
        .map((s) => s.id),
    ).size;
    expect(ages.filter((age) => age === 0)).toHaveLength(Math.min(BANK_PER_TOPIC - seenOfTopic, ages.length));
  }
}

describe('honest exams: the final test shows unseen items first', () => {
  it('a final test repeats no pre-test item while the bank has unseen ones, then the least recently seen first', async () => {
    // 3 topics × 14 = 42 items: the pre-test (20) leaves 22 unseen, enough for the first final test (20), not for
    // the second, which must then take the pre-test's items before the first attempt's.
    const route = await routeWithBank(BANK_PER_TOPIC);
    const learner = await signedIn(t.app);
    const pre = await play(learner.cookie, route.id, 'pretest');
    await completeContent(learner.cookie, route);
    const first = await play(learner.cookie, route.id, 'test');
    const second = await play(learner.cookie, route.id, 'test');
    expect(pre.shown).toHaveLength(20);

    // Before the fix most of the first attempt were pre-test items (18 of 20 in the review); now only what the
    // per-topic quota needs beyond a topic's unseen items, and those come last.
    expectUnseenFirst(first.shown, [pre.shown]);
    const preIds = new Set(pre.shown.map((s) => s.id));
    expect(first.shown.filter((s) => preIds.has(s.id)).length).toBeLessThanOrEqual(3);
    // Second attempt, per topic: the items never seen, then the pre-test's (older), then the first attempt's.
    expectUnseenFirst(second.shown, [pre.shown, first.shown]);
    // Adaptive precision still works: each test still ends by the engine's rules, with every topic covered.
    for (const session of [first, second]) {
      const result = (JSON.parse(session.bodies.at(-1) ?? '{}') as ContinueEvaluationResponse).result;
      expect(result?.itemsAnswered).toBeGreaterThanOrEqual(8);
      expect(new Set(session.shown.map((s) => s.topic))).toEqual(new Set(TOPICS));
    }
  });
});
