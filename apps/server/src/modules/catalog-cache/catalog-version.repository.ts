import { sql } from 'kysely';
import type { Executor, RawCount } from '../../db/executor.js';
import { toCount } from '../../db/executor.js';

/** Read on every cached catalog read: fixed text, so no query builder runs and SQLite reuses its statement. */
const CURRENT = sql<{ version: RawCount }>`select version from catalog_version where id = 1`;

/** The catalog version row (`catalog_version`), which database triggers move (decision 048). */
export class CatalogVersionRepository {
  async current(db: Executor): Promise<number> {
    const { rows } = await CURRENT.execute(db);
    return toCount(rows[0]?.version);
  }
}
