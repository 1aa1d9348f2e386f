import type { Executor } from '../../db/executor.js';

/** One key's counter in its current fixed window. */
export interface RateWindow {
  count: number;
  resetAt: string;
}

/**
 * The `rate_limits` table. Every write is one statement, so two app servers (or two requests on one) can never both
 * read the same count and both decide they are under the limit.
 */
export class RateLimitRepository {
  /**
   * Adds one hit to `key` and returns the window it landed in, in ONE statement: a new key starts a window ending at
   * `resetAt`; a key whose window ended by `now` starts over at 1; otherwise its count goes up by one. The same SQL
   * runs on SQLite (3.35+, for `returning`) and PostgreSQL; the `set` expressions read the row as it was before.
   */
  async increment(db: Executor, key: string, now: string, resetAt: string): Promise<RateWindow> {
    const row = await db
      .insertInto('rate_limits')
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => ({
          count: eb
            .case()
            .when('rate_limits.reset_at', '<=', now)
            .then(1)
            .else(eb('rate_limits.count', '+', 1))
            .end(),
          reset_at: eb
            .case()
            .when('rate_limits.reset_at', '<=', now)
            .then(eb.ref('excluded.reset_at'))
            .else(eb.ref('rate_limits.reset_at'))
            .end(),
        })),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), resetAt: row.reset_at };
  }

  /** Takes back one hit from the window that ends at `resetAt`; a window that has since restarted is left alone. */
  async decrement(db: Executor, key: string, resetAt: string): Promise<void> {
    await db
      .updateTable('rate_limits')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('reset_at', '=', resetAt)
      .where('count', '>', 0)
      .execute();
  }

  async clear(db: Executor, key: string): Promise<void> {
    await db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  async deleteExpired(db: Executor, now: string): Promise<void> {
    await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
  }
}
