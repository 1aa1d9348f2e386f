import type { Kysely } from 'kysely';

// Answers counted per Bogotá week of the answer, route and bank item (decision 052): the failing items and the
// bank's use in a route's detail count the answers given in the period, in sessions finished or not, and over all
// companies read a year of answers joined to their sessions. Answers are never changed once given, so the refresh
// adds those given since its mark (`item_weeks`) up to the new mark, exactly once; a reader takes from here only
// the whole weeks that end before the mark, and reads the rest raw.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_item_weeks')
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('bank_items.id').onDelete('cascade'))
    .addColumn('answers', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_item_weeks_pk', ['week', 'route_id', 'item_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_item_weeks').execute();
  await db.deleteFrom('analytics_refresh').where('name', '=', 'item_weeks').execute();
}
