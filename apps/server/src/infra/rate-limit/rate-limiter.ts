import { AppError } from '../../errors/app-error.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

/**
 * Fixed-window counters kept in the database, so every app server behind a load balancer shares them.
 * `count` returns how many hits a key has in its current window; `assertBelow` throws RATE_LIMITED at the limit.
 */
export class RateLimiter {
  constructor(
    private readonly repository: RateLimitRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    return (await this.repository.hit(key, this.clock(), windowMs)).count;
  }

  async count(key: string): Promise<number> {
    return (await this.repository.peek(key, this.clock()))?.count ?? 0;
  }

  /** Throws RATE_LIMITED (429) with the seconds to wait when `key` already reached `limit`. */
  async assertBelow(key: string, limit: number): Promise<void> {
    const current = await this.repository.peek(key, this.clock());
    if (current && current.count >= limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(current.resetAt) - this.clock().getTime()) / 1000));
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
    await this.repository.clear(key);
  }

  async purgeExpired(): Promise<void> {
    await this.repository.deleteExpired(this.clock().toISOString());
  }
}
