import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  BankItemsTable,
  CertificatesTable,
  EvaluationAnswersTable,
  EvaluationSessionsTable,
} from '../../db/schema.js';

export type BankItemRow = BankItemsTable;
export type SessionRow = EvaluationSessionsTable;
export type AnswerRow = EvaluationAnswersTable;
export type CertificateRow = CertificatesTable;

const itemParameterColumns = ['id', 'topic', 'a', 'b', 'status'] as const;
export type ItemParametersRow = Pick<BankItemRow, (typeof itemParameterColumns)[number]>;

/** Item banks, evaluation sessions with their answers, and certificates. The only SQL of this module. */
export class EvaluationsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (repository: EvaluationsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new EvaluationsRepository(trx)));
  }

  // ——— bank ———

  listBank(routeId: string, options: { activeOnly: boolean }): Promise<BankItemRow[]> {
    let query = this.db.selectFrom('bank_items').selectAll().where('route_id', '=', routeId);
    if (options.activeOnly) query = query.where('status', '=', 'active');
    return query.orderBy('topic').orderBy('created_at').orderBy('id').execute();
  }

  async countActiveBank(routeId: string): Promise<number> {
    const row = await this.db
      .selectFrom('bank_items')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('route_id', '=', routeId)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Active items per route, in one query (routes without items are absent). */
  async activeBankSizes(routeIds: string[]): Promise<Map<string, number>> {
    if (routeIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('bank_items')
      .select(['route_id', sql<number | string>`count(*)`.as('count')])
      .where('route_id', 'in', routeIds)
      .where('status', '=', 'active')
      .groupBy('route_id')
      .execute();
    return new Map(rows.map((row) => [row.route_id, Number(row.count)]));
  }

  /** What the adaptive engine needs of a route's active items, in the same order as `listBank`. */
  bankParameters(routeId: string): Promise<ItemParametersRow[]> {
    return this.db
      .selectFrom('bank_items')
      .select(itemParameterColumns)
      .where('route_id', '=', routeId)
      .where('status', '=', 'active')
      .orderBy('topic')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async bankParametersByIds(ids: string[]): Promise<ItemParametersRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('bank_items').select(itemParameterColumns).where('id', 'in', ids).execute();
  }

  findBankItem(id: string): Promise<BankItemRow | undefined> {
    return this.db.selectFrom('bank_items').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async bankItemsByIds(ids: string[]): Promise<BankItemRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('bank_items').selectAll().where('id', 'in', ids).execute();
  }

  async insertBankItems(rows: BankItemRow[]): Promise<void> {
    // Batches keep each statement under SQLite's bound-parameter limit.
    for (let i = 0; i < rows.length; i += 50) {
      await this.db
        .insertInto('bank_items')
        .values(rows.slice(i, i + 50))
        .execute();
    }
  }

  async updateBankItem(id: string, changes: Partial<Omit<BankItemRow, 'id' | 'route_id' | 'created_at'>>) {
    await this.db.updateTable('bank_items').set(changes).where('id', '=', id).execute();
  }

  /** Per item of the route: answers, right answers and in how many sessions it was shown. */
  async bankStats(routeId: string) {
    const rows = await this.db
      .selectFrom('evaluation_answers as a')
      .innerJoin('bank_items as i', 'i.id', 'a.item_id')
      .select([
        'a.item_id',
        sql<number | string>`count(*)`.as('answers'),
        sql<number | string>`sum(a.correct)`.as('correct'),
      ])
      .where('i.route_id', '=', routeId)
      .groupBy('a.item_id')
      .execute();
    const sessions = await this.db
      .selectFrom('evaluation_sessions')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('route_id', '=', routeId)
      .executeTakeFirstOrThrow();
    return {
      perItem: new Map(
        rows.map((row) => [row.item_id, { answers: Number(row.answers), correct: Number(row.correct) }]),
      ),
      sessions: Number(sessions.count),
    };
  }

  /** Every stored answer to the route's items, for calibration. */
  answersForRoute(routeId: string) {
    return this.db
      .selectFrom('evaluation_answers as a')
      .innerJoin('evaluation_sessions as s', 's.id', 'a.session_id')
      .innerJoin('bank_items as i', 'i.id', 'a.item_id')
      .select(['s.user_id', 'a.session_id', 'a.item_id', 'a.correct'])
      .where('i.route_id', '=', routeId)
      .execute();
  }

  // ——— sessions ———

  findSession(id: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('evaluation_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  listSessions(userId: string, routeId: string, kind: string): Promise<SessionRow[]> {
    return this.db
      .selectFrom('evaluation_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('route_id', '=', routeId)
      .where('kind', '=', kind)
      .orderBy('attempt')
      .execute();
  }

  /** The user's sessions on several routes (for the route steps): kind, status, passed. */
  sessionsForRoutes(userId: string, routeIds: string[]) {
    if (routeIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('evaluation_sessions')
      .select(['route_id', 'kind', 'status', 'passed', 'score'])
      .where('user_id', '=', userId)
      .where('route_id', 'in', routeIds)
      .execute();
  }

  async insertSession(row: SessionRow): Promise<void> {
    await this.db.insertInto('evaluation_sessions').values(row).execute();
  }

  async updateSession(id: string, changes: Partial<Omit<SessionRow, 'id'>>): Promise<void> {
    await this.db.updateTable('evaluation_sessions').set(changes).where('id', '=', id).execute();
  }

  listAnswers(sessionId: string): Promise<AnswerRow[]> {
    return this.db
      .selectFrom('evaluation_answers')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('position')
      .execute();
  }

  async insertAnswer(row: AnswerRow): Promise<void> {
    await this.db.insertInto('evaluation_answers').values(row).execute();
  }

  findUserName(userId: string) {
    return this.db.selectFrom('users').select(['id', 'nombre']).where('id', '=', userId).executeTakeFirst();
  }

  /** What a certificate copies from the route and the learner at issue time. */
  async certificateFacts(userId: string, routeId: string) {
    const [user, route] = await Promise.all([
      this.db.selectFrom('users').select(['nombre', 'numero_documento']).where('id', '=', userId).executeTakeFirst(),
      this.db.selectFrom('routes').select(['title', 'hours']).where('id', '=', routeId).executeTakeFirst(),
    ]);
    return user && route ? { user, route } : undefined;
  }

  // ——— certificates ———

  async insertCertificate(row: CertificateRow): Promise<void> {
    await this.db
      .insertInto('certificates')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'route_id']).doNothing())
      .execute();
  }

  findCertificateByCode(code: string): Promise<CertificateRow | undefined> {
    return this.db.selectFrom('certificates').selectAll().where('code', '=', code).executeTakeFirst();
  }

  findCertificate(userId: string, routeId: string): Promise<CertificateRow | undefined> {
    return this.db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', userId)
      .where('route_id', '=', routeId)
      .executeTakeFirst();
  }

  listCertificates(userId: string): Promise<CertificateRow[]> {
    return this.db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('issued_at', 'desc')
      .execute();
  }
}
