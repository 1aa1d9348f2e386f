import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../clock/clock.js';
import type { RateLimitRepository, RateWindow } from './rate-limit.repository.js';

/**
 * Fixed-window counters kept in the database, so every app server behind a load balancer shares them.
 * `count` returns how many hits a key has in its current window; `assertBelow` throws RATE_LIMITED at the limit.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly repository: RateLimitRepository,
    private readonly clock: Clock,
  ) {}

  /** Adds one hit to `key` inside a fixed window and returns the count; read and write share one transaction. */
  async hit(key: string, windowMs: number): Promise<number> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (tx) => {
      const current = await this.currentWindow(tx, key, now);
      if (!current) {
        await this.repository.startWindow(tx, key, new Date(now.getTime() + windowMs).toISOString());
        return 1;
      }
      await this.repository.increment(tx, key);
      return current.count + 1;
    });
  }

  async count(key: string): Promise<number> {
    return (await this.currentWindow(this.db, key, this.clock.now()))?.count ?? 0;
  }

  /** Throws RATE_LIMITED (429) with the seconds to wait when `key` already reached `limit`. */
  async assertBelow(key: string, limit: number): Promise<void> {
    const current = await this.currentWindow(this.db, key, this.clock.now());
    if (current && current.count >= limit) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((Date.parse(current.resetAt) - this.clock.now().getTime()) / 1000),
      );
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw new AppError(
        'RATE_LIMITED',
        `Demasiados intentos. Espera ${String(minutes)} ${minutes === 1 ? 'minuto' : 'minutos'} antes de volver a intentarlo.`,
        { retryAfterSeconds },
      );
    }
  }

  /** Counts a hit and throws when it goes past `limit` within the window. */
  async consume(key: string, limit: number, windowMs: number): Promise<void> {
    await this.assertBelow(key, limit);
    await this.hit(key, windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.repository.clear(this.db, key);
  }

  async purgeExpired(): Promise<void> {
    await this.repository.deleteExpired(this.db, this.clock.now().toISOString());
  }

  /** The key's window when it is still running at `now`; an ended window counts as none. */
  private async currentWindow(db: Executor, key: string, now: Date): Promise<RateWindow | undefined> {
    const window = await this.repository.find(db, key);
    return window && window.resetAt > now.toISOString() ? window : undefined;
  }
}
