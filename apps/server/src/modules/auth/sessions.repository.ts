import type { Executor } from '../../db/executor.js';
import { toSession, toSessionRow, type Session } from './auth.mapper.js';

/** The `sessions` table only; who the user is comes from the users module. */
export class SessionsRepository {
  async insert(db: Executor, session: Session): Promise<void> {
    await db.insertInto('sessions').values(toSessionRow(session)).execute();
  }

  async findById(db: Executor, id: string): Promise<Session | undefined> {
    const row = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toSession(row);
  }

  /** The user's sessions that have not expired yet, most recently used first. */
  async listForUser(db: Executor, userId: string, now: string): Promise<Session[]> {
    const rows = await db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .orderBy('refreshed_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toSession);
  }

  async extend(db: Executor, id: string, expiresAt: string, refreshedAt: string): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ expires_at: expiresAt, refreshed_at: refreshedAt })
      .where('id', '=', id)
      .execute();
  }

  async delete(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  async deleteForUser(db: Executor, userId: string): Promise<void> {
    await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  async deleteExpired(db: Executor, now: string): Promise<void> {
    await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }
}
