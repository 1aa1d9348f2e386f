import type { Kysely } from 'kysely';

// Item families (ADR 041): a generated item remembers the family it came from, so a test shows at most one
// instance of a family and the editor can list and retire a family at once. `exposure_k` holds the item's
// Sympson–Hetter parameter, computed by simulation for the route's bank (1 = unrestricted).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bank_items').addColumn('family_id', 'text').execute();
  await db.schema
    .alterTable('bank_items')
    .addColumn('exposure_k', 'real', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('bank_items_family_idx').on('bank_items').columns(['route_id', 'family_id']).execute();
}
