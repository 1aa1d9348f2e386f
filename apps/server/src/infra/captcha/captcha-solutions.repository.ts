import type { Db } from '../../db/database.js';

export class CaptchaSolutionsRepository {
  constructor(private readonly db: Db) {}

  /** Records a spent solution; false when it was already recorded (a replay). */
  async markSpent(id: string, expiresAt: string): Promise<boolean> {
    const result = await this.db
      .insertInto('captcha_solutions')
      .values({ id, expires_at: expiresAt })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async deleteExpired(now: string): Promise<void> {
    await this.db.deleteFrom('captcha_solutions').where('expires_at', '<', now).execute();
  }
}
