import { readInSlices } from '../../db/chunks.js';
import { sql } from 'kysely';
import type { Executor, RawCount } from '../../db/executor.js';
import { toCount } from '../../db/executor.js';
import type { BankItemsTable } from '../../db/schema.js';
import {
  toAnswer,
  toAnswerRow,
  toBankItem,
  toBankItemChangesRow,
  toBankItemRow,
  toCertificateRecord,
  toCertificateRow,
  toSession,
  toSessionChangesRow,
  toSessionRow,
} from './evaluation.mapper.js';
import type {
  BankItem,
  BankItemChanges,
  BankStats,
  CalibrationAnswerRecord,
  CertificateRecord,
  EvaluationAnswer,
  EvaluationSession,
  ItemParameters,
  SessionChanges,
  SessionStanding,
  CertificateDates,
} from './evaluation.types.js';

const itemParameterColumns = ['id', 'topic', 'a', 'b', 'status', 'family_id', 'exposure_k'] as const;

const toItemParameters = (row: Pick<BankItemsTable, (typeof itemParameterColumns)[number]>): ItemParameters => ({
  id: row.id,
  topic: row.topic,
  a: Number(row.a),
  b: Number(row.b),
  status: row.status === 'retired' ? 'retired' : 'active',
  familyId: row.family_id,
  exposureK: Number(row.exposure_k),
});

/**
 * Item banks, evaluation sessions with their answers, and certificates (`bank_items`, `evaluation_sessions`,
 * `evaluation_answers`, `certificates`). The only SQL of this module; it reads no other module's tables.
 */
export class EvaluationsRepository {
  // ——— bank ———

  async listBank(db: Executor, routeId: string, options: { activeOnly: boolean }): Promise<BankItem[]> {
    let query = db.selectFrom('bank_items').selectAll().where('route_id', '=', routeId);
    if (options.activeOnly) query = query.where('status', '=', 'active');
    return (await query.orderBy('topic').orderBy('created_at').orderBy('id').execute()).map(toBankItem);
  }

  async countActiveBank(db: Executor, routeId: string): Promise<number> {
    const row = await db
      .selectFrom('bank_items')
      .select((eb) => eb.fn.countAll<RawCount>().as('count'))
      .where('route_id', '=', routeId)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    return toCount(row.count);
  }

  /** Active items per route, in one query (routes without items are absent). */
  async activeBankSizes(db: Executor, routeIds: string[]): Promise<Map<string, number>> {
    if (routeIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('bank_items')
      .select(['route_id', sql<RawCount>`count(*)`.as('count')])
      .where('route_id', 'in', routeIds)
      .where('status', '=', 'active')
      .groupBy('route_id')
      .execute();
    return new Map(rows.map((row) => [row.route_id, toCount(row.count)]));
  }

  /** What the adaptive engine needs of a route's active items, in the same order as `listBank`. */
  async bankParameters(db: Executor, routeId: string): Promise<ItemParameters[]> {
    const rows = await db
      .selectFrom('bank_items')
      .select(itemParameterColumns)
      .where('route_id', '=', routeId)
      .where('status', '=', 'active')
      .orderBy('topic')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toItemParameters);
  }

  async bankParametersByIds(db: Executor, ids: string[]): Promise<ItemParameters[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('bank_items').select(itemParameterColumns).where('id', 'in', ids).execute();
    return rows.map(toItemParameters);
  }

  async findBankItem(db: Executor, id: string): Promise<BankItem | undefined> {
    const row = await db.selectFrom('bank_items').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toBankItem(row);
  }

  async bankItemsByIds(db: Executor, ids: string[]): Promise<BankItem[]> {
    if (ids.length === 0) return [];
    return (await db.selectFrom('bank_items').selectAll().where('id', 'in', ids).execute()).map(toBankItem);
  }

  async insertBankItems(db: Executor, items: BankItem[]): Promise<void> {
    // Batches keep each statement under SQLite's bound-parameter limit.
    for (let i = 0; i < items.length; i += 50) {
      await db
        .insertInto('bank_items')
        .values(items.slice(i, i + 50).map(toBankItemRow))
        .execute();
    }
  }

  /** Stores an item's Sympson–Hetter parameter; not an edit, so `updated_at` is left alone. */
  async setExposureK(db: Executor, id: string, exposureK: number): Promise<void> {
    await db.updateTable('bank_items').set({ exposure_k: exposureK }).where('id', '=', id).execute();
  }

  async updateBankItem(db: Executor, id: string, changes: BankItemChanges): Promise<void> {
    await db.updateTable('bank_items').set(toBankItemChangesRow(changes)).where('id', '=', id).execute();
  }

  /** Per item of the route: answers, right answers and in how many sessions it was shown. */
  async bankStats(db: Executor, routeId: string): Promise<BankStats> {
    const rows = await db
      .selectFrom('evaluation_answers as a')
      .innerJoin('bank_items as i', 'i.id', 'a.item_id')
      .select(['a.item_id', sql<RawCount>`count(*)`.as('answers'), sql<RawCount>`sum(a.correct)`.as('correct')])
      .where('i.route_id', '=', routeId)
      .groupBy('a.item_id')
      .execute();
    const sessions = await db
      .selectFrom('evaluation_sessions')
      .select((eb) => eb.fn.countAll<RawCount>().as('count'))
      .where('route_id', '=', routeId)
      .executeTakeFirstOrThrow();
    return {
      perItem: new Map(
        rows.map((row) => [row.item_id, { answers: toCount(row.answers), correct: toCount(row.correct) }]),
      ),
      sessions: toCount(sessions.count),
    };
  }

  /** Every stored answer to the route's items, for calibration. */
  async answersForRoute(db: Executor, routeId: string): Promise<CalibrationAnswerRecord[]> {
    const rows = await db
      .selectFrom('evaluation_answers as a')
      .innerJoin('evaluation_sessions as s', 's.id', 'a.session_id')
      .innerJoin('bank_items as i', 'i.id', 'a.item_id')
      .select(['s.user_id', 'a.session_id', 'a.item_id', 'a.correct'])
      .where('i.route_id', '=', routeId)
      .execute();
    return rows.map((row) => ({
      userId: row.user_id,
      sessionId: row.session_id,
      itemId: row.item_id,
      correct: row.correct === 1,
    }));
  }

  // ——— sessions ———

  async findSession(db: Executor, id: string): Promise<EvaluationSession | undefined> {
    const row = await db.selectFrom('evaluation_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toSession(row);
  }

  async listSessions(db: Executor, userId: string, routeId: string, kind: string): Promise<EvaluationSession[]> {
    const rows = await db
      .selectFrom('evaluation_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('route_id', '=', routeId)
      .where('kind', '=', kind)
      .orderBy('attempt')
      .execute();
    return rows.map(toSession);
  }

  /** Whether the user has a final test (kind `test`) started and not finished, on any route. */
  async hasTestInProgress(db: Executor, userId: string): Promise<boolean> {
    const row = await db
      .selectFrom('evaluation_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'test')
      .where('status', '=', 'in_progress')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The user's sessions on several routes (for the route steps and scores): kind, status, passed, score. */
  async sessionsForRoutes(db: Executor, userId: string, routeIds: string[]): Promise<SessionStanding[]> {
    if (routeIds.length === 0) return [];
    const rows = await db
      .selectFrom('evaluation_sessions')
      .select(['route_id', 'kind', 'status', 'passed', 'score', 'answered', 'mastery', 'started_at'])
      .where('user_id', '=', userId)
      .where('route_id', 'in', routeIds)
      .execute();
    return rows.map((row) => ({
      routeId: row.route_id,
      startedAt: row.started_at,
      kind: row.kind === 'test' ? 'test' : 'pretest',
      status: row.status === 'finished' ? 'finished' : 'in_progress',
      passed: row.passed === null ? null : row.passed === 1,
      score: row.score,
      answered: row.answered,
      correct: row.mastery
        ? (JSON.parse(row.mastery) as { correct: number }[]).reduce((sum, topic) => sum + topic.correct, 0)
        : 0,
    }));
  }

  /** Every evaluation session of the user, oldest first (their data export). */
  async sessionsOfUser(db: Executor, userId: string): Promise<EvaluationSession[]> {
    const rows = await db
      .selectFrom('evaluation_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('started_at')
      .orderBy('id')
      .execute();
    return rows.map(toSession);
  }

  async insertSession(db: Executor, session: EvaluationSession): Promise<void> {
    await db.insertInto('evaluation_sessions').values(toSessionRow(session)).execute();
  }

  async updateSession(db: Executor, id: string, changes: SessionChanges): Promise<void> {
    await db.updateTable('evaluation_sessions').set(toSessionChangesRow(changes)).where('id', '=', id).execute();
  }

  async listAnswers(db: Executor, sessionId: string): Promise<EvaluationAnswer[]> {
    const rows = await db
      .selectFrom('evaluation_answers')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('position')
      .execute();
    return rows.map(toAnswer);
  }

  /** The answers of several sessions in one query, each session's in answer order. */
  async answersOfSessions(db: Executor, sessionIds: string[]): Promise<EvaluationAnswer[]> {
    if (sessionIds.length === 0) return [];
    const rows = await db
      .selectFrom('evaluation_answers')
      .selectAll()
      .where('session_id', 'in', sessionIds)
      .orderBy('session_id')
      .orderBy('position')
      .execute();
    return rows.map(toAnswer);
  }

  /**
   * Items the user answered in their other sessions of the route, each with the start of the latest session that
   * showed it (ISO text, so it orders as time does). One query, whatever the number of sessions.
   */
  async seenItems(
    db: Executor,
    userId: string,
    routeId: string,
    exceptSessionId: string,
  ): Promise<Map<string, string>> {
    const rows = await db
      .selectFrom('evaluation_answers as a')
      .innerJoin('evaluation_sessions as s', 's.id', 'a.session_id')
      .select(['a.item_id', sql<string>`max(s.started_at)`.as('last_seen')])
      .where('s.user_id', '=', userId)
      .where('s.route_id', '=', routeId)
      .where('s.id', '<>', exceptSessionId)
      .groupBy('a.item_id')
      .execute();
    return new Map(rows.map((row) => [row.item_id, String(row.last_seen)]));
  }

  async insertAnswer(db: Executor, answer: EvaluationAnswer): Promise<void> {
    await db.insertInto('evaluation_answers').values(toAnswerRow(answer)).execute();
  }

  // ——— certificates ———

  /** Stores a certificate; the service decides whether one is due (a renewal adds one beside the expired one). */
  async insertCertificate(db: Executor, certificate: CertificateRecord): Promise<void> {
    await db.insertInto('certificates').values(toCertificateRow(certificate)).execute();
  }

  async findCertificateByCode(db: Executor, code: string): Promise<CertificateRecord | undefined> {
    const row = await db.selectFrom('certificates').selectAll().where('code', '=', code).executeTakeFirst();
    return row && toCertificateRecord(row);
  }

  async findCertificate(db: Executor, userId: string, routeId: string): Promise<CertificateRecord | undefined> {
    const row = await db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', userId)
      .where('route_id', '=', routeId)
      .orderBy('issued_at', 'desc')
      .executeTakeFirst();
    return row && toCertificateRecord(row);
  }

  async listCertificates(db: Executor, userId: string): Promise<CertificateRecord[]> {
    const rows = await db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('issued_at', 'desc')
      .execute();
    return rows.map(toCertificateRecord);
  }

  /** The (person, route) pairs of `userIds` with any pre-test or final-test session. */
  async sessionPairs(db: Executor, userIds: string[]): Promise<{ userId: string; routeId: string }[]> {
    if (userIds.length === 0) return [];
    const rows = await readInSlices(userIds, (slice) =>
      db
        .selectFrom('evaluation_sessions')
        .select(['user_id', 'route_id'])
        .distinct()
        .where('user_id', 'in', slice)
        .execute(),
    );
    return rows.map((row) => ({ userId: row.user_id, routeId: row.route_id }));
  }

  /** Every certificate of `userIds`: the dates the training plan's statuses depend on. */
  async certificateDates(db: Executor, userIds: string[]): Promise<CertificateDates[]> {
    if (userIds.length === 0) return [];
    const rows = await readInSlices(userIds, (slice) =>
      db
        .selectFrom('certificates')
        .select(['id', 'user_id', 'route_id', 'issued_at', 'expires_at', 'revoked_at'])
        .where('user_id', 'in', slice)
        .execute(),
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      routeId: row.route_id,
      issuedAt: row.issued_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
    }));
  }

  /** Certificates that expired at or before `now` and are not revoked, oldest expiry first (renewals). */
  async expiredCertificates(db: Executor, now: string): Promise<CertificateDates[]> {
    const rows = await db
      .selectFrom('certificates')
      .select(['id', 'user_id', 'route_id', 'issued_at', 'expires_at', 'revoked_at'])
      .where('expires_at', 'is not', null)
      .where('expires_at', '<=', now)
      .where('revoked_at', 'is', null)
      .orderBy('expires_at')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      routeId: row.route_id,
      issuedAt: row.issued_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
    }));
  }
}
