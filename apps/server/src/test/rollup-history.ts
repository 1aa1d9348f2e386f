import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { fixedClock } from '../infra/clock/clock.js';
import type { TestApp } from './test-app.js';

/** A new active single-answer bank item of a route, for analytics tests; its id. */
export async function insertBankItem(
  db: Kysely<Database>,
  routeId: string,
  topic: string,
  at: string,
  id: string = crypto.randomUUID(),
): Promise<string> {
  await db
    .insertInto('bank_items')
    .values({
      id,
      route_id: routeId,
      topic,
      kind: 'single',
      prompt: '¿?',
      options: '[]',
      explanation: '',
      level: 'basico',
      exposure_k: 1,
      a: 1,
      b: 0,
      calibrated_at: null,
      status: 'active',
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** A route for analytics tests, created (and published, when its status says so) at `at`. */
export async function insertRoute(
  db: Kysely<Database>,
  row: { id: string; title: string; status: string; at: string },
): Promise<void> {
  await db
    .insertInto('routes')
    .values({
      id: row.id,
      seed_key: null,
      title: row.title,
      summary: 'Resumen',
      objectives: '[]',
      cover_file_id: null,
      category: 'alturas',
      hours: 8,
      level: 'basico',
      status: row.status,
      pass_mark: 70,
      attempts: 3,
      unlock_in_order: 0,
      validity_months: null,
      created_by: null,
      created_at: row.at,
      updated_at: row.at,
      published_at: row.status === 'published' ? row.at : null,
    })
    .execute();
}

/** A published route with required text items at positions 1, 2…, for analytics tests. */
export async function insertRouteWithItems(
  db: Kysely<Database>,
  row: { id: string; title: string; itemIds: readonly string[]; at: string },
): Promise<void> {
  await insertRoute(db, { id: row.id, title: row.title, status: 'published', at: row.at });
  for (const [index, id] of row.itemIds.entries()) {
    await insertRouteItem(db, { id, routeId: row.id, position: index + 1, at: row.at });
  }
}

/** Sets the clock to `at` and runs the analytics refresh as a read at that instant would. */
export async function refreshAnalyticsAt(t: TestApp, clock: ReturnType<typeof fixedClock>, at: string) {
  clock.set(at);
  await t.app.container.dashboard.refreshActivity(new Date(at));
}

/** A required text item of a route at `position` (from 1), for analytics tests. */
export async function insertRouteItem(
  db: Kysely<Database>,
  row: { id: string; routeId: string; position: number; at: string },
): Promise<void> {
  await db
    .insertInto('route_items')
    .values({
      id: row.id,
      route_id: row.routeId,
      position: row.position,
      kind: 'text',
      title: `Lección ${String(row.position)}`,
      description: '',
      duration_minutes: 10,
      required: 1,
      body: 'Texto',
      body_html: '<p>Texto</p>',
      url: null,
      file_id: null,
      captions_file_id: null,
      quiz: null,
      created_at: row.at,
      updated_at: row.at,
    })
    .execute();
}

/** An enrolment of a person in a route at `enrolledAt`, for analytics tests. */
export async function insertEnrolment(db: Kysely<Database>, userId: string, routeId: string, enrolledAt: string) {
  await db
    .insertInto('enrolments')
    .values({
      route_id: routeId,
      user_id: userId,
      origin: 'visit',
      enrolled_at: enrolledAt,
      last_item_id: null,
      last_activity_at: null,
      content_completed_at: null,
    })
    .execute();
}

/**
 * A person's progress row on a content item, for analytics tests: started at `startedAt`, last written at
 * `updatedAt`, completed at `completedAt` when given (the app completes an item in a write, so `updatedAt` is never
 * earlier).
 */
export async function insertItemProgress(
  db: Kysely<Database>,
  row: {
    userId: string;
    itemId: string;
    routeId: string;
    startedAt: string;
    updatedAt: string;
    completedAt?: string;
    secondsSpent?: number;
  },
) {
  await db
    .insertInto('item_progress')
    .values({
      user_id: row.userId,
      item_id: row.itemId,
      route_id: row.routeId,
      started_at: row.startedAt,
      position: 1,
      max_position: 1,
      seconds_spent: row.secondsSpent ?? 60,
      completed_at: row.completedAt ?? null,
      quiz_state: null,
      revision: 1,
      updated_at: row.updatedAt,
    })
    .execute();
}

/** A certificate of a person for a route, issued by a finished session, for analytics tests. */
export async function insertCertificate(
  db: Kysely<Database>,
  row: {
    userId: string;
    routeId: string;
    sessionId: string;
    issuedAt: string;
    expiresAt: string | null;
    revokedAt: string | null;
  },
) {
  await db
    .insertInto('certificates')
    .values({
      id: crypto.randomUUID(),
      code: crypto.randomBytes(5).toString('hex'),
      user_id: row.userId,
      route_id: row.routeId,
      session_id: row.sessionId,
      learner_name: 'Persona',
      document_number: null,
      route_title: 'Ruta',
      hours: 8,
      score: 90,
      issued_at: row.issuedAt,
      revoked_at: row.revokedAt,
      document_type: null,
      company_name: null,
      items_completed: null,
      study_seconds: null,
      pass_mark: null,
      signer_name: null,
      signer_license: null,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** One evaluation session of a person, finished when `finishedAt` is given, for analytics tests; its id. */
export async function insertEvaluationSession(
  db: Kysely<Database>,
  row: {
    userId: string;
    routeId: string;
    kind: 'pretest' | 'test';
    attempt: number;
    startedAt: string;
    finishedAt: string | null;
    score: number | null;
    passed: number | null;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('evaluation_sessions')
    .values({
      id,
      route_id: row.routeId,
      user_id: row.userId,
      kind: row.kind,
      attempt: row.attempt,
      status: row.finishedAt ? 'finished' : 'in_progress',
      current_item_id: null,
      answered: 1,
      theta: 0,
      se: 1,
      score: row.score,
      passed: row.passed,
      pass_mark: 70,
      stop_reason: null,
      mastery: null,
      seed: 1,
      started_at: row.startedAt,
      finished_at: row.finishedAt,
      updated_at: row.finishedAt ?? row.startedAt,
    })
    .execute();
  return id;
}

/**
 * A random but reproducible history of learning for the analytics rollup tests (decisions 046 and 052): answers to
 * a running test as activity, finished pre-tests and final tests with answers, in the given people and routes.
 * `refresh` moves the clock and runs the analytics refresh as a request would.
 */
export function rollupHistory(
  getApp: () => TestApp,
  clock: ReturnType<typeof fixedClock>,
  people: readonly string[],
  routes: readonly string[],
) {
  /** A deterministic sequence of numbers in [0, 1), so a failure can be replayed. */
  let seed = 20260615;
  function random(): number {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

  const insertRouteAt = (id: string) =>
    insertRoute(getApp().app.database.db, {
      id,
      title: `Ruta ${id.slice(0, 4)}`,
      status: 'published',
      at: '2025-01-01T00:00:00.000Z',
    });

  function session(
    userId: string,
    routeId: string,
    kind: 'pretest' | 'test',
    attempt: number,
    startedAt: string,
    finishedAt: string | null,
    score: number | null,
  ) {
    const passed = score === null ? null : score >= 70 ? 1 : 0;
    const row = { userId, routeId, kind, attempt, startedAt, finishedAt, score, passed };
    return insertEvaluationSession(getApp().app.database.db, row);
  }

  const bankItem = (routeId: string, topic: string, at: string) =>
    insertBankItem(getApp().app.database.db, routeId, topic, at);

  /** One answer (activity) of a person at an instant, to a new item of the person's test still running. */
  const running = new Map<string, string>();
  async function activity(userId: string, at: string) {
    const db = getApp().app.database.db;
    let sessionId = running.get(userId);
    if (!sessionId) {
      sessionId = await session(userId, routes[0] as string, 'test', 9, '2025-01-01T00:00:00.000Z', null, null);
      running.set(userId, sessionId);
    }
    const itemId = await bankItem(routes[0] as string, 'Arnés', at);
    await db
      .insertInto('evaluation_answers')
      .values({
        session_id: sessionId,
        item_id: itemId,
        position: 1,
        answer: '["a"]',
        correct: 1,
        theta_after: 0,
        se_after: 1,
        answered_at: at,
      })
      .execute();
  }

  /** Bank items per route, over two topics, that finished sessions answer. */
  const poolItems = new Map<string, string[]>();
  async function insertPool(routeId: string) {
    const ids: string[] = [];
    for (const topic of ['Arnés', 'Arnés', 'Rescate', 'Rescate']) {
      const id = await bankItem(routeId, topic, '2025-01-01T00:00:00.000Z');
      ids.push(id);
    }
    poolItems.set(routeId, ids);
  }

  /** One to four answers of a finished session, to distinct items of its route's pool. */
  async function answersOf(sessionId: string, routeId: string, at: string) {
    const items = (poolItems.get(routeId) ?? []).slice(0, 1 + Math.floor(random() * 4));
    for (const [position, itemId] of items.entries()) {
      await getApp()
        .app.database.db.insertInto('evaluation_answers')
        .values({
          session_id: sessionId,
          item_id: itemId,
          position,
          answer: '["a"]',
          correct: random() < 0.6 ? 1 : 0,
          theta_after: 0,
          se_after: 1,
          answered_at: at,
        })
        .execute();
    }
  }

  const instant = (from: number, to: number) => new Date(from + random() * (to - from)).toISOString();

  /** Activity and tests of random people at random instants in `[from, to)`. */
  async function addActivity(from: Date, to: Date, answers: number, tests: number) {
    const [a, b] = [from.getTime(), to.getTime()];
    for (let i = 0; i < answers; i += 1) await activity(pick(people), instant(a, b));
    for (let i = 0; i < tests; i += 1) {
      const at = instant(a, b);
      const kind = random() < 0.5 ? 'pretest' : 'test';
      // Attempts out of order: a later start can be a lower attempt, and a pre-test of 100 has no gain.
      const score = kind === 'pretest' && random() < 0.1 ? 100 : Math.floor(random() * 101);
      const routeId = pick(routes);
      const id = await session(pick(people), routeId, kind, 1 + Math.floor(random() * 3), at, at, score);
      await answersOf(id, routeId, at);
    }
  }

  /** Every route of the history, with its pool of bank items. */
  async function insertRoutesWithPools() {
    for (const id of routes) await insertRouteAt(id);
    for (const id of routes) await insertPool(id);
  }

  async function refresh(at: string) {
    clock.set(at);
    await getApp().app.container.dashboard.refreshActivity(new Date(at));
  }

  return {
    random,
    pick,
    insertRoute: insertRouteAt,
    insertRoutesWithPools,
    session,
    activity,
    insertPool,
    answersOf,
    addActivity,
    refresh,
  };
}
