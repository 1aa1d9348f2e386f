import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { fixedClock } from '../../infra/clock/clock.js';
import { company, learnerOf } from '../../test/people.js';
import {
  insertBankItem,
  insertCertificate,
  insertEnrolment,
  insertEvaluationSession,
  insertItemProgress,
  insertRouteWithItems,
  refreshAnalyticsAt,
} from '../../test/rollup-history.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AnalyticsRepository } from './analytics.repository.js';

// A refresh that finds nothing written since its marks does nothing (decision 066). That is only right while the
// quiet check reads every source some rollup reads: each case below writes one of them, stamped after the marks, and
// the check must see it. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
const START = '2026-06-15T17:00:00.000Z';
const LATER = '2026-06-15T18:00:00.000Z';
const PAST = '2026-06-01T17:00:00.000Z';
const clock = fixedClock(START);

let t: TestApp;
let repo: AnalyticsRepository;
let learner: string;
let companyId: string;
const routeId = crypto.randomUUID();
const itemId = crypto.randomUUID();
let bankItemId: string;

class RolledBack extends Error {}

/** Runs `write` in a transaction, reads the quiet check inside it, and rolls everything back. */
async function quietAfter(write: (tx: Transaction<Database>) => Promise<unknown>): Promise<string | null> {
  let quiet: string | null = null;
  await t.app.database.db
    .transaction()
    .execute(async (tx) => {
      await write(tx);
      quiet = await repo.quietSince(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return quiet;
}

async function finishedTest(tx: Transaction<Database>, finishedAt: string) {
  return insertEvaluationSession(tx, {
    userId: learner,
    routeId,
    kind: 'test',
    attempt: 1,
    startedAt: PAST,
    finishedAt,
    score: 90,
    passed: 1,
  });
}

async function certificate(tx: Transaction<Database>, issuedAt: string, revokedAt: string | null) {
  const sessionId = await finishedTest(tx, PAST);
  await insertCertificate(tx, { userId: learner, routeId, sessionId, issuedAt, expiresAt: null, revokedAt });
}

async function simulatorAttempt(tx: Transaction<Database>, finishedAt: string | null) {
  const id = crypto.randomUUID();
  await tx
    .insertInto('simulator_attempts')
    .values({
      id,
      route_id: routeId,
      user_id: learner,
      definition: finishedAt === null ? '{}' : null,
      status: finishedAt === null ? 'in_progress' : 'finished',
      current_situation_id: null,
      score: 0,
      max_score: 10,
      passed: finishedAt === null ? null : 1,
      external: finishedAt === null ? 0 : 1,
      started_at: PAST,
      updated_at: finishedAt ?? PAST,
      finished_at: finishedAt,
    })
    .execute();
  return id;
}

async function assignment(tx: Transaction<Database>, createdAt: string, archivedAt: string | null) {
  await tx
    .insertInto('training_assignments')
    .values({
      id: crypto.randomUUID(),
      route_id: routeId,
      target_kind: 'person',
      user_id: learner,
      company_id: null,
      job_title: null,
      due_date: '2026-07-01',
      mandatory: 1,
      origin: 'plan',
      renewal_of: null,
      created_by: null,
      created_at: createdAt,
      archived_at: archivedAt,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  repo = new AnalyticsRepository(t.app.database.kind);
  const db = t.app.database.db;
  companyId = (await company(t.app, 'Constructora Andina S.A.S.', '900123456-1')).id;
  learner = (await learnerOf(t.app, companyId)).id;
  await db.updateTable('users').set({ updated_at: PAST }).execute();
  await insertRouteWithItems(db, { id: routeId, title: 'Ruta', itemIds: [itemId], at: PAST });
  bankItemId = await insertBankItem(db, routeId, 'Tema', PAST);
  await insertEnrolment(db, learner, routeId, PAST);
  await insertItemProgress(db, { userId: learner, itemId, routeId, startedAt: PAST, updatedAt: PAST });
  await refreshAnalyticsAt(t, clock, START);
});
afterAll(() => t.close());

describe('the refresh with nothing new (decision 066)', () => {
  it('is quiet when nothing was written after the marks, and leaves the marks where they are', async () => {
    const marks = await t.app.database.db.selectFrom('analytics_refresh').selectAll().orderBy('name').execute();
    expect(marks.length).toBe(11);
    const mark = marks[0]!.through;
    expect(marks.every((m) => m.through === mark)).toBe(true);
    expect(await repo.quietSince(t.app.database.db)).toBe(mark);
    await refreshAnalyticsAt(t, clock, LATER);
    expect(await t.app.database.db.selectFrom('analytics_refresh').selectAll().orderBy('name').execute()).toEqual(
      marks,
    );
    // Writes stamped before the marks were read by an earlier refresh: still quiet.
    expect(await quietAfter((tx) => finishedTest(tx, PAST))).toBe(mark);
  });

  const writes: [string, (tx: Transaction<Database>) => Promise<unknown>][] = [
    [
      'content progress',
      (tx) => tx.updateTable('item_progress').set({ updated_at: LATER }).where('user_id', '=', learner).execute(),
    ],
    [
      'an answer in a test still open',
      async (tx) => {
        const sessionId = await insertEvaluationSession(tx, {
          userId: learner,
          routeId,
          kind: 'pretest',
          attempt: 1,
          startedAt: PAST,
          finishedAt: null,
          score: null,
          passed: null,
        });
        await tx
          .insertInto('evaluation_answers')
          .values({
            session_id: sessionId,
            item_id: bankItemId,
            position: 1,
            answer: '[]',
            correct: 1,
            theta_after: 0,
            se_after: 1,
            answered_at: LATER,
          })
          .execute();
      },
    ],
    ['a finished final test', (tx) => finishedTest(tx, LATER)],
    [
      'a test started',
      (tx) =>
        insertEvaluationSession(tx, {
          userId: learner,
          routeId,
          kind: 'test',
          attempt: 1,
          startedAt: LATER,
          finishedAt: null,
          score: null,
          passed: null,
        }),
    ],
    [
      'a simulator step',
      async (tx) => {
        const attemptId = await simulatorAttempt(tx, null);
        await tx
          .insertInto('simulator_attempt_steps')
          .values({
            attempt_id: attemptId,
            position: 1,
            situation_id: 's1',
            input: '{}',
            points: 1,
            critical: 0,
            created_at: LATER,
          })
          .execute();
      },
    ],
    ['an external simulator finished', (tx) => simulatorAttempt(tx, LATER)],
    [
      'an enrolment',
      (tx) =>
        tx
          .updateTable('enrolments')
          .set({ enrolled_at: LATER })
          .where('user_id', '=', learner)
          .where('route_id', '=', routeId)
          .execute(),
    ],
    ['a certificate issued', (tx) => certificate(tx, LATER, null)],
    ['a certificate revoked', (tx) => certificate(tx, PAST, LATER)],
    [
      'a person changed',
      (tx) => tx.updateTable('users').set({ updated_at: LATER }).where('id', '=', learner).execute(),
    ],
    ['a training assignment made', (tx) => assignment(tx, LATER, null)],
    ['a training assignment archived', (tx) => assignment(tx, PAST, LATER)],
    [
      'a change of company noted',
      (tx) => tx.insertInto('analytics_moved_people').values({ user_id: learner }).execute(),
    ],
  ];

  it.each(writes)('is not quiet after %s', async (_name, write) => {
    expect(await quietAfter(write)).toBeNull();
  });

  it('runs in full once something is new, and moves the marks', async () => {
    await t.app.database.db.updateTable('item_progress').set({ updated_at: LATER }).execute();
    await refreshAnalyticsAt(t, clock, '2026-06-15T19:00:00.000Z');
    const marks = await t.app.database.db.selectFrom('analytics_refresh').select('through').execute();
    expect(new Set(marks.map((m) => m.through))).toEqual(new Set(['2026-06-15T18:50:00.000Z']));
  });

  it('is not quiet while the marks differ (a rollup added by a migration fills from scratch)', async () => {
    await t.app.database.db.deleteFrom('analytics_refresh').where('name', '=', 'item_usage').execute();
    expect(await repo.quietSince(t.app.database.db)).toBeNull();
    await refreshAnalyticsAt(t, clock, '2026-06-15T20:00:00.000Z');
    expect(await repo.quietSince(t.app.database.db)).toBe('2026-06-15T19:50:00.000Z');
  });
});
