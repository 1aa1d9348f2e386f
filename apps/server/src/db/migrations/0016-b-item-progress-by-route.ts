import { sql, SqliteAdapter, type Kysely } from 'kysely';

// The Insight Hub's route panels (funnel, per-item use, the learner list's completed items) read one route's
// progress rows for the people enrolled in a period. No index led with the route, so PostgreSQL read all 3 million
// progress rows of the 100,000-learner bench to find one route's 300,000 (decision 052). This index leads with the
// route and carries what those panels read, so they read only its own entries. PostgreSQL keeps the extra columns
// out of the key (`include`); SQLite has no `include`, so they are key columns there.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await db.schema
      .createIndex('item_progress_by_route_idx')
      .on('item_progress')
      .columns(['route_id', 'user_id', 'item_id', 'completed_at', 'seconds_spent'])
      .execute();
  } else {
    await sql`create index item_progress_by_route_idx on item_progress (route_id, user_id)
      include (item_id, completed_at, seconds_spent)`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('item_progress_by_route_idx').execute();
}
