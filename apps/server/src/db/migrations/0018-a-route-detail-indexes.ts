import { sql, SqliteAdapter, type Kysely } from 'kysely';

// The Insight Hub's route detail (decision 056).
// - The route's per-(person, route) facts: 0017-b's index led with the route but carried only the funnel's three
//   facts, so the per-company comparison and the learner list still read the wide table (122 MB in the
//   100,000-learner bench). It now carries every fact a panel reads, so one route's rows come from the index alone.
// - The learner list shows the first page of a route's people by name. Without an index on the name, the database
//   joined all 30,000 of a year's enrolments to their people and sorted them; with it, it walks the people in name
//   order and stops at the page's end.
// PostgreSQL keeps the carried facts out of the key (`include`); SQLite has no `include`, so they are key columns.

const oldFacts = 'analytics_route_results_by_route_idx';
const facts = 'analytics_route_results_facts_idx';
const factColumns = [
  'pre_first_finished_at',
  'final_started_last_at',
  'final_passed',
  'final_failed',
  'best_score',
  'pre_low_score',
  'finished_last_at',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex(oldFacts).execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await db.schema
      .createIndex(facts)
      .on('analytics_route_results')
      .columns(['route_id', 'user_id', ...factColumns])
      .execute();
  } else {
    await sql`create index ${sql.id(facts)} on analytics_route_results (route_id, user_id)
      include (${sql.join(factColumns.map((c) => sql.id(c)))})`.execute(db);
  }
  await db.schema.createIndex('users_name_idx').on('users').columns(['nombre', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_name_idx').execute();
  await db.schema.dropIndex(facts).execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await db.schema
      .createIndex(oldFacts)
      .on('analytics_route_results')
      .columns(['route_id', 'user_id', 'pre_first_finished_at', 'final_started_last_at', 'final_passed'])
      .execute();
  } else {
    await sql`create index ${sql.id(oldFacts)} on analytics_route_results (route_id, user_id)
      include (pre_first_finished_at, final_started_last_at, final_passed)`.execute(db);
  }
}
