import type { Kysely } from 'kysely';

// The evaluation facts the Insight Hub reads per person and route (decision 052): until now every at-risk list,
// learner list and company comparison grouped the person's sessions on the spot, which over all companies meant
// grouping every session of the base (1.3–1.9 s at 100,000 learners on PostgreSQL). They join
// `analytics_route_results`, whose other columns hold the dashboard's first pre-test and best final:
// - `finished_last_at`: the latest finish of any finished session (the person's last evaluation activity);
// - `final_started_last_at`: the latest start of a finished final test;
// - `final_passed` / `final_failed`: whether some finished final test passed / did not pass (1 or 0);
// - `pre_low_score` / `pre_first_finished_at`: the lowest score and the first finish of the finished pre-tests.
// Sessions still in progress are read raw: at most one per person, route and kind, and few at a time.
// The columns start empty; the refresh fills them from every finished session under their own mark
// (`evaluation_facts`), which no database has yet.

const columns = [
  ['finished_last_at', 'text'],
  ['final_started_last_at', 'text'],
  ['final_passed', 'integer'],
  ['final_failed', 'integer'],
  ['pre_low_score', 'integer'],
  ['pre_first_finished_at', 'text'],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  // One statement per column: SQLite adds a single column per `alter table`.
  for (const [name, type] of columns) {
    await db.schema.alterTable('analytics_route_results').addColumn(name, type).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of columns) {
    await db.schema.alterTable('analytics_route_results').dropColumn(name).execute();
  }
  await db.deleteFrom('analytics_refresh').where('name', '=', 'evaluation_facts').execute();
}
