import type { Executor } from '../../db/executor.js';

/** One key's counter in its current (or last) fixed window. */
export interface RateWindow {
  count: number;
  resetAt: string;
}

/** The `rate_limits` table. Whether a window is over is the limiter's decision, made with its clock. */
export class RateLimitRepository {
  async find(db: Executor, key: string): Promise<RateWindow | undefined> {
    const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
    return row && { count: row.count, resetAt: row.reset_at };
  }

  /** Starts a new window for `key` with one hit, replacing an earlier window. */
  async startWindow(db: Executor, key: string, resetAt: string): Promise<void> {
    await db
      .insertInto('rate_limits')
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ count: 1, reset_at: resetAt }))
      .execute();
  }

  async increment(db: Executor, key: string): Promise<void> {
    await db
      .updateTable('rate_limits')
      .set((eb) => ({ count: eb('count', '+', 1) }))
      .where('key', '=', key)
      .execute();
  }

  async clear(db: Executor, key: string): Promise<void> {
    await db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  async deleteExpired(db: Executor, now: string): Promise<void> {
    await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
  }
}
