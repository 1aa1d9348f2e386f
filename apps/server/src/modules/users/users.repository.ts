import { readInSlices } from '../../db/chunks.js';
import type { Executor, RawCount } from '../../db/executor.js';
import { toCount } from '../../db/executor.js';
import { toUser, toUserChangesRow, toUserRow, type User, type UserChanges } from './user.mapper.js';

export interface UserListFilters {
  q?: string | undefined;
  empresaId?: string | undefined;
  perfil?: string | undefined;
  active?: boolean | undefined;
  reach?: PeopleReach | undefined;
}

/**
 * Only the people some rule could concern: these ids, everyone of these companies, and the people with a job title
 * (in these companies, or anywhere with `'all'`). A person matching none of the three is left out.
 */
export interface PeopleReach {
  userIds: readonly string[];
  companyIds: readonly string[];
  jobTitleCompanyIds: readonly string[] | 'all';
}

/** The `users` table. Reads only its own table: company names come from the companies module. */
export class UsersRepository {
  async findById(db: Executor, id: string): Promise<User | undefined> {
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toUser(row);
  }

  /** `email` must already be normalised (trimmed, lower-cased). */
  async findByEmail(db: Executor, email: string): Promise<User | undefined> {
    const row = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    return row && toUser(row);
  }

  async recordConsent(
    db: Executor,
    id: string,
    consent: { at: string; version: string; ip: string | null },
  ): Promise<void> {
    await db
      .updateTable('users')
      .set({ consent_at: consent.at, consent_version: consent.version, consent_ip: consent.ip, updated_at: consent.at })
      .where('id', '=', id)
      .execute();
  }

  async findByIds(db: Executor, ids: string[]): Promise<User[]> {
    if (ids.length === 0) return [];
    const rows = await readInSlices(ids, (slice) =>
      db.selectFrom('users').selectAll().where('id', 'in', slice).execute(),
    );
    return rows.map(toUser);
  }

  /** Of `ids`, those of existing, active accounts. */
  async activeIds(db: Executor, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await readInSlices(ids, (slice) =>
      db.selectFrom('users').select('id').where('id', 'in', slice).where('active', '=', 1).execute(),
    );
    return rows.map((row) => row.id);
  }

  async insert(db: Executor, user: User): Promise<void> {
    await db.insertInto('users').values(toUserRow(user)).execute();
  }

  async updatePassword(db: Executor, id: string, passwordHash: string, now: string): Promise<void> {
    await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();
  }

  async update(db: Executor, id: string, changes: UserChanges & { updatedAt: string }): Promise<void> {
    await db.updateTable('users').set(toUserChangesRow(changes)).where('id', '=', id).execute();
  }

  /** A page of users matching the filters, newest first. */
  async list(
    db: Executor,
    filters: UserListFilters,
    page: { limit: number; offset: number },
  ): Promise<{ items: User[]; total: number }> {
    const query = this.filtered(db, filters);
    const [items, total] = await Promise.all([
      query
        .selectAll('users')
        .orderBy('users.created_at', 'desc')
        .orderBy('users.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<RawCount>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { items: items.map(toUser), total: toCount(total.count) };
  }

  /** Every user matching the filters, by name (the CSV export). */
  async listAll(db: Executor, filters: UserListFilters): Promise<User[]> {
    const rows = await this.filtered(db, filters)
      .selectAll('users')
      .orderBy('users.nombre')
      .orderBy('users.id')
      .execute();
    return rows.map(toUser);
  }

  private filtered(db: Executor, filters: UserListFilters) {
    let query = db.selectFrom('users');
    if (filters.q) {
      const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['users.nombre']), 'like', eb.val(pattern)),
          eb('users.email', 'like', pattern),
          eb(eb.fn('lower', ['users.numero_documento']), 'like', eb.val(pattern)),
        ]),
      );
    }
    if (filters.empresaId) query = query.where('users.empresa_id', '=', filters.empresaId);
    if (filters.perfil) query = query.where('users.perfil', '=', filters.perfil);
    if (filters.active !== undefined) query = query.where('users.active', '=', filters.active ? 1 : 0);
    const reach = filters.reach;
    if (reach) {
      query = query.where((eb) => {
        const branches = [];
        if (reach.userIds.length > 0) branches.push(eb('users.id', 'in', [...reach.userIds]));
        if (reach.companyIds.length > 0) branches.push(eb('users.empresa_id', 'in', [...reach.companyIds]));
        if (reach.jobTitleCompanyIds === 'all') branches.push(eb('users.cargo', 'is not', null));
        else if (reach.jobTitleCompanyIds.length > 0) {
          branches.push(
            eb.and([eb('users.cargo', 'is not', null), eb('users.empresa_id', 'in', [...reach.jobTitleCompanyIds])]),
          );
        }
        // No branch: nobody is concerned (a false condition, valid on both databases).
        return branches.length > 0 ? eb.or(branches) : eb(eb.val(1), '=', 0);
      });
    }
    return query;
  }

  /** The person with that document, if any (the pair is unique). */
  async findByDocument(db: Executor, tipoDocumento: string, numeroDocumento: string): Promise<User | undefined> {
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('tipo_documento', '=', tipoDocumento)
      .where('numero_documento', '=', numeroDocumento)
      .executeTakeFirst();
    return row && toUser(row);
  }

  async countActiveByProfile(db: Executor, perfil: string): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<RawCount>().as('count'))
      .where('perfil', '=', perfil)
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    return toCount(row.count);
  }

  async countByProfile(db: Executor, perfil: string): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<RawCount>().as('count'))
      .where('perfil', '=', perfil)
      .executeTakeFirstOrThrow();
    return toCount(row.count);
  }

  /** How many active accounts each of `companyIds` has (companies with none are left out). */
  async activeCountsByCompany(db: Executor, companyIds: string[]): Promise<Map<string, number>> {
    if (companyIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('users')
      .select(['empresa_id', (eb) => eb.fn.countAll<RawCount>().as('count')])
      .where('empresa_id', 'in', companyIds)
      .where('active', '=', 1)
      .groupBy('empresa_id')
      .execute();
    return new Map(rows.flatMap((row) => (row.empresa_id ? [[row.empresa_id, toCount(row.count)] as const] : [])));
  }

  /** The active accounts of a company, by name. */
  async activeOfCompany(db: Executor, companyId: string): Promise<User[]> {
    const rows = await db
      .selectFrom('users')
      .selectAll()
      .where('empresa_id', '=', companyId)
      .where('active', '=', 1)
      .orderBy('nombre')
      .execute();
    return rows.map(toUser);
  }

  /** Of `ids`, the people who turned off reminders of non-mandatory training assignments. */
  async remindersOptedOut(db: Executor, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await readInSlices(ids, (slice) =>
      db.selectFrom('users').select('id').where('id', 'in', slice).where('reminders_opt_out', '=', 1).execute(),
    );
    return new Set(rows.map((row) => row.id));
  }

  async setRemindersOptOut(db: Executor, id: string, optOut: boolean, updatedAt: string): Promise<void> {
    await db
      .updateTable('users')
      .set({ reminders_opt_out: optOut ? 1 : 0, updated_at: updatedAt })
      .where('id', '=', id)
      .execute();
  }
}
