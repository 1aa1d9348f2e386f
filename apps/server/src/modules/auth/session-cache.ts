import type { Clock } from '../../infra/clock/clock.js';
import type { UserSummary } from '../users/user.mapper.js';
import type { Session } from './auth.mapper.js';

/** What one session lookup reads from the database: the session row and its user, exactly as stored. */
export interface SessionLookup {
  session: Session;
  user: UserSummary;
}

/** Which sessions a change ends or alters: some by stored id (the token's hash), all of some users. */
export interface Revocation {
  sessionIds?: readonly string[];
  userIds?: readonly string[];
}

export interface SessionCacheOptions {
  /** How long an entry may be served; 0 turns the cache off (every request reads the database, as before). */
  ttlMs: number;
  maxEntries: number;
  clock: Clock;
}

interface Entry {
  lookup: SessionLookup;
  /** Clock time after which the entry is not served (the earlier of the lifetime and the session's expiry). */
  until: number;
}

/**
 * An in-process cache of session lookups keyed by the session's stored id, the SHA-256 of the cookie token, so the
 * raw token is never kept (decision 043). It only saves reads: the caller still applies every rule (expiry, inactive
 * user, sliding expiry) to what it returns. Revocations drop entries; a lookup that started before a revocation is
 * not stored, so a read racing a sign-out cannot put the ended session back.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every drop: a lookup stores its result only if no drop happened while it read the database. */
  private generation = 0;
  /** False while revocations from other processes might be missed (the Redis subscription is down). */
  private deliverable = true;

  constructor(private readonly options: SessionCacheOptions) {}

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.deliverable;
  }

  /** The cached lookup, or undefined when there is none, it is too old, or the session has expired meanwhile. */
  get(id: string): SessionLookup | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (this.options.clock.now().getTime() >= entry.until) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.lookup;
  }

  /** A token to hand back to `set`; taken before the database read. */
  begin(): number {
    return this.generation;
  }

  set(id: string, lookup: SessionLookup, startedAt: number): void {
    if (!this.enabled || startedAt !== this.generation) return;
    const now = this.options.clock.now().getTime();
    const until = Math.min(now + this.options.ttlMs, Date.parse(lookup.session.expiresAt));
    if (until <= now) return;
    // Map keeps insertion order: re-inserting moves the entry to the end, so the first key is the oldest one.
    this.entries.delete(id);
    this.entries.set(id, { lookup, until });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** After a sliding-expiry write: the cached row gets the new expiry, keeping its place and lifetime. */
  refresh(id: string, session: Session): void {
    const entry = this.entries.get(id);
    if (entry) entry.lookup = { ...entry.lookup, session };
  }

  drop(revocation: Revocation): void {
    this.generation += 1;
    for (const id of revocation.sessionIds ?? []) this.entries.delete(id);
    const users = new Set(revocation.userIds ?? []);
    if (users.size === 0) return;
    for (const [id, entry] of this.entries) {
      if (users.has(entry.lookup.session.userId)) this.entries.delete(id);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Off while revocations cannot reach this process; emptied on every change, so nothing missed survives. */
  setDeliverable(deliverable: boolean): void {
    this.deliverable = deliverable;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
