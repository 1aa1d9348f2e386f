import { sql, SqliteAdapter, type Kysely } from 'kysely';

// The funnel's evaluation steps read one route's per-(person, route) facts for the people who enrolled in the period
// (decision 055). With no index leading with the route, PostgreSQL scanned the whole wide `analytics_route_results`
// (122 MB in the 100,000-learner bench) for one route's rows: 130 ms of the funnel's 200. This index leads with the
// route and carries the three facts the funnel reads, so it is read alone. PostgreSQL keeps them out of the key
// (`include`); SQLite has no `include`, so they are key columns there.

const name = 'analytics_route_results_by_route_idx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await db.schema
      .createIndex(name)
      .on('analytics_route_results')
      .columns(['route_id', 'user_id', 'pre_first_finished_at', 'final_started_last_at', 'final_passed'])
      .execute();
  } else {
    await sql`create index ${sql.id(name)} on analytics_route_results (route_id, user_id)
      include (pre_first_finished_at, final_started_last_at, final_passed)`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex(name).execute();
}
