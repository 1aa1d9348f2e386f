import type { Kysely } from 'kysely';

// The route detail's per-item use over all companies (decision 062): for the people who enrolled in the period, how
// many opened each content item, how many completed it and the seconds they spent on it. Over a year that read a
// route's 300,000 progress rows on every request. Seconds spent grow on every lesson event, so they cannot be added
// up as events the way completions are (decision 055). Instead the refresh keeps, per progress row, the values it
// last counted (`analytics_item_usage`), and adds to the daily sums (`analytics_item_usage_days`, per route, Bogotá
// day of the enrolment and item) only the
// difference between a changed row and that copy. Counting a row again therefore adds nothing, and the refresh
// costs what changed since its mark. Both tables start empty and the first refresh fills them from every row.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_item_usage_days')
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull().references('route_items.id').onDelete('cascade'))
    .addColumn('started', 'integer', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addColumn('seconds', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_item_usage_days_pk', ['route_id', 'day', 'item_id'])
    .execute();
  await db.schema
    .createTable('analytics_item_usage')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_item_usage_pk', ['user_id', 'item_id'])
    // A progress row that goes (its content item deleted) takes its copy with it; its week rows go with the item.
    .addForeignKeyConstraint(
      'analytics_item_usage_progress_fk',
      ['user_id', 'item_id'],
      'item_progress',
      ['user_id', 'item_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_item_usage').execute();
  await db.schema.dropTable('analytics_item_usage_days').execute();
  await db.deleteFrom('analytics_refresh').where('name', '=', 'item_usage').execute();
}
