import type { Executor } from '../../db/executor.js';

export class CaptchaSolutionsRepository {
  /** Records a spent solution; false when it was already recorded (a replay). */
  async markSpent(db: Executor, id: string, expiresAt: string): Promise<boolean> {
    const result = await db
      .insertInto('captcha_solutions')
      .values({ id, expires_at: expiresAt })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async deleteExpired(db: Executor, now: string): Promise<void> {
    await db.deleteFrom('captcha_solutions').where('expires_at', '<', now).execute();
  }
}
