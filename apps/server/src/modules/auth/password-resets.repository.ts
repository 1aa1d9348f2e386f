import type { Executor } from '../../db/executor.js';
import { toNewPasswordResetRow, toPasswordReset, type NewPasswordReset, type PasswordReset } from './auth.mapper.js';

export class PasswordResetsRepository {
  /** Marks the user's unused resets as used at `at`, so only a newer code works. */
  async voidUnusedForUser(db: Executor, userId: string, at: string): Promise<void> {
    await db
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }

  async insert(db: Executor, reset: NewPasswordReset): Promise<void> {
    await db.insertInto('password_resets').values(toNewPasswordResetRow(reset)).execute();
  }

  async findLatestForUser(db: Executor, userId: string): Promise<PasswordReset | undefined> {
    const row = await db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && toPasswordReset(row);
  }

  async findByTokenHash(db: Executor, tokenHash: string): Promise<PasswordReset | undefined> {
    const row = await db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row && toPasswordReset(row);
  }

  async countFailedAttempt(db: Executor, id: string): Promise<void> {
    await db
      .updateTable('password_resets')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** Marks the reset used only if it still was unused; false when another request got there first. */
  async markUsed(db: Executor, id: string, now: string): Promise<boolean> {
    const result = await db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
