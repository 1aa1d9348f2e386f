import type { Kysely } from 'kysely';

// Content completions counted per route, content item and Bogotá week of the person's enrolment (decision 055): the
// Insight Hub's funnel over all companies counts, for the people who enrolled in the period, how many completed each
// content item, and read a year of a route's progress rows to do it. A content item is completed once and never
// uncompleted, so the refresh adds the completions made since its mark (`item_completions`) up to the new mark,
// exactly once. It finds them through `item_progress.updated_at`, already indexed: the write that completes an item
// stamps both with the same instant, and later writes only move `updated_at` on, so no new index slows the writes.
// A reader takes the whole enrolment weeks from here and reads raw the completions made after the mark and the
// period's cut weeks.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_item_completion_weeks')
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull().references('route_items.id').onDelete('cascade'))
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_item_completion_weeks_pk', ['route_id', 'week', 'item_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_item_completion_weeks').execute();
  await db.deleteFrom('analytics_refresh').where('name', '=', 'item_completions').execute();
}
