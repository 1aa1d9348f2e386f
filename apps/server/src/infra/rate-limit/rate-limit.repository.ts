import type { Db } from '../../db/database.js';

export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /** Adds one hit to `key` inside a fixed window and returns the count and when the window ends. */
  async hit(key: string, now: Date, windowMs: number): Promise<{ count: number; resetAt: string }> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
      const nowIso = now.toISOString();
      if (!row || row.reset_at <= nowIso) {
        const resetAt = new Date(now.getTime() + windowMs).toISOString();
        await trx
          .insertInto('rate_limits')
          .values({ key, count: 1, reset_at: resetAt })
          .onConflict((conflict) => conflict.column('key').doUpdateSet({ count: 1, reset_at: resetAt }))
          .execute();
        return { count: 1, resetAt };
      }
      await trx
        .updateTable('rate_limits')
        .set((eb) => ({ count: eb('count', '+', 1) }))
        .where('key', '=', key)
        .execute();
      return { count: row.count + 1, resetAt: row.reset_at };
    });
  }

  async peek(key: string, now: Date): Promise<{ count: number; resetAt: string } | null> {
    const row = await this.db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row || row.reset_at <= now.toISOString()) return null;
    return { count: row.count, resetAt: row.reset_at };
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  async deleteExpired(now: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
  }
}
