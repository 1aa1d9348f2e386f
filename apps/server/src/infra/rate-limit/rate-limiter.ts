import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../clock/clock.js';
import type { RateLimitRepository, RateWindow } from './rate-limit.repository.js';

/** A hit as counted: the key's count in its window, including this hit, and when that window ends. */
export interface Hit extends RateWindow {
  key: string;
}

/**
 * Fixed-window counters kept in the database, so every app server behind a load balancer shares them.
 * Count first, then check: every attempt is counted by one atomic statement before anything is decided, so a burst
 * of parallel requests can never get more than `limit` of them through (docs/decisions/019-limits-logs-and-text.md).
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly repository: RateLimitRepository,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit for `key` in its fixed window (started now when none is running) and returns it. */
  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = this.clock.now();
    const window = await this.repository.increment(
      this.db,
      key,
      now.toISOString(),
      new Date(now.getTime() + windowMs).toISOString(),
    );
    return { key, ...window };
  }

  /** Counts a hit and throws RATE_LIMITED (429, with the seconds to wait) when it goes past `limit`. */
  async consume(key: string, limit: number, windowMs: number): Promise<Hit> {
    const hit = await this.hit(key, windowMs);
    this.assertWithin(hit, limit);
    return hit;
  }

  /** Throws RATE_LIMITED when a counted hit is past `limit`. */
  assertWithin(hit: Hit, limit: number): void {
    if (hit.count <= limit) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(hit.resetAt) - this.clock.now().getTime()) / 1000));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      `Demasiados intentos. Espere ${String(minutes)} ${minutes === 1 ? 'minuto' : 'minutos'} antes de volver a intentarlo.`,
      { retryAfterSeconds },
    );
  }

  /** Gives back a hit that turned out not to count (e.g. the attempt succeeded), in the window it was counted in. */
  async release(hit: Hit): Promise<void> {
    await this.repository.decrement(this.db, hit.key, hit.resetAt);
  }

  async reset(key: string): Promise<void> {
    await this.repository.clear(this.db, key);
  }

  async purgeExpired(): Promise<void> {
    await this.repository.deleteExpired(this.db, this.clock.now().toISOString());
  }
}
