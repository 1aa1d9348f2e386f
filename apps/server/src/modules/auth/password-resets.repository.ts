import type { Db } from '../../db/database.js';

export interface NewPasswordReset {
  id: string;
  user_id: string;
  code_hash: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

export class PasswordResetsRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new reset and voids the user's earlier unused ones: only the latest code works. */
  async replaceForUser(reset: NewPasswordReset): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('password_resets')
        .set({ used_at: reset.created_at })
        .where('user_id', '=', reset.user_id)
        .where('used_at', 'is', null)
        .execute();
      await trx.insertInto('password_resets').values(reset).execute();
    });
  }

  findLatestForUser(userId: string) {
    return this.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  findByTokenHash(tokenHash: string) {
    return this.db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  async countFailedAttempt(id: string): Promise<void> {
    await this.db
      .updateTable('password_resets')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** Marks the reset used only if it still was unused; false when another request got there first. */
  async markUsed(id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
