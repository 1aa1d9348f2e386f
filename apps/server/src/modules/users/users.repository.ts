import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

export type UserRow = UsersTable;
export type UserWithCompanyRow = UserRow & { empresa_nombre: string | null };

export class UsersRepository {
  constructor(private readonly db: Db) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** `email` must already be normalised (trimmed, lower-cased). */
  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async insert(row: UserRow): Promise<void> {
    await this.db.insertInto('users').values(row).execute();
  }

  async updatePassword(id: string, passwordHash: string, now: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async update(id: string, changes: Partial<Omit<UserRow, 'id' | 'created_at'>>): Promise<void> {
    await this.db.updateTable('users').set(changes).where('id', '=', id).execute();
  }

  /** A page of users matching `q` in name or e-mail, newest first, with the company name. */
  async list(options: { q?: string | undefined; limit: number; offset: number }) {
    let query = this.db.selectFrom('users').leftJoin('companies', 'companies.id', 'users.empresa_id');
    if (options.q) {
      const pattern = `%${options.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      query = query.where((eb) =>
        eb.or([eb(eb.fn('lower', ['users.nombre']), 'like', eb.val(pattern)), eb('users.email', 'like', pattern)]),
      );
    }
    const [items, total] = await Promise.all([
      query
        .selectAll('users')
        .select('companies.nombre as empresa_nombre')
        .orderBy('users.created_at', 'desc')
        .orderBy('users.id')
        .limit(options.limit)
        .offset(options.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { items: items as UserWithCompanyRow[], total: Number(total.count) };
  }

  async countByProfile(perfil: string): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('perfil', '=', perfil)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
