import type { Executor } from '../../db/executor.js';

/** The catalog version row (`catalog_version`), which database triggers move (decision 046). */
export class CatalogVersionRepository {
  async current(db: Executor): Promise<number> {
    const row = await db.selectFrom('catalog_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
    return Number(row.version);
  }
}
