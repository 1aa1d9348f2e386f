import type { Db } from '../../db/database.js';
import type { SessionsTable } from '../../db/schema.js';

export type SessionRow = SessionsTable;

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: SessionRow): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  /** The session and its user in one query: this runs on every authenticated request. */
  findWithUser(id: string) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id',
        'sessions.user_id',
        'sessions.remember',
        'sessions.expires_at',
        'sessions.refreshed_at',
        'users.nombre',
        'users.email',
        'users.perfil',
        'users.active',
      ])
      .where('sessions.id', '=', id)
      .executeTakeFirst();
  }

  async extend(id: string, expiresAt: string, refreshedAt: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ expires_at: expiresAt, refreshed_at: refreshedAt })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  async deleteExpired(now: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }
}
