import type { Executor } from '../../db/executor.js';
import type { CatalogVersionRepository } from './catalog-version.repository.js';

/** Where the version comes from; the repository in the app, a fake in unit tests. */
export type CatalogVersionSource = Pick<CatalogVersionRepository, 'current'>;

/** Past this many keys the cache starts again empty: the keys are routes and filters, a few hundred at most. */
const MAX_ENTRIES = 2000;

/**
 * What the learners' read paths ask on every request and an admin changes rarely — the published routes, a
 * route's items, a bank's parameters — kept in this process and served for as long as the catalog version (moved by
 * triggers in the same transaction as any change, decision 048) has not moved. One indexed read of one row replaces
 * the catalog's statements on every request, and a change is seen at once by every process on the same database,
 * with no message between them and no lifetime to wait out.
 *
 * Rules that keep it exact:
 * - the version is read before the data, so data cached under a version is never older than that version;
 * - the cache only moves forward: a request that read an older version than the cache holds reads through;
 * - inside a transaction it may serve what it holds for the same version, but never stores: that transaction may
 *   have changed the catalog itself and may still roll back.
 *
 * Values are frozen: they are shared by every request, so a caller that tried to change one would throw at once
 * instead of changing what the next request sees.
 */
export class CatalogCache {
  private version = -1;
  private readonly entries = new Map<string, unknown>();

  constructor(private readonly versions: CatalogVersionSource) {}

  async read<T>(db: Executor, key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.versions.current(db);
    if (version === this.version && this.entries.has(key)) return this.entries.get(key) as T;
    if (db.isTransaction || version < this.version) return load();
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    const value = deepFreeze(await load());
    // Another request may have moved the cache to a newer version while this one loaded.
    if (this.version === version) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (value instanceof Map) {
    for (const [key, entry] of value) {
      deepFreeze(key);
      deepFreeze(entry);
    }
  } else if (value instanceof Set) {
    for (const entry of value) deepFreeze(entry);
  } else {
    for (const entry of Object.values(value)) deepFreeze(entry);
  }
  return Object.freeze(value);
}
