import { sql, type Kysely } from 'kysely';

// Rollups of the admin dashboard (decision 046), all derived data the activity refresh maintains in the same
// transaction as the activity days (decision 039):
// - `analytics_activity_weeks`: one row per person and ISO week with activity, with the company the person is
//   counted under (`''` for none); `analytics_weekly_counts` holds how many such rows each (company, week) has,
//   so the weekly chart sums about 200 × 53 small rows instead of counting people among millions of days.
// - `analytics_people`: the company each person's week rows are counted under, to notice a person who moved.
// - `analytics_route_results`: per person and route, the first finished pre-test (attempt, start, score) and the
//   finished final tests with a score (first and last finish, best score and when), so the average gain of a
//   period is a range read instead of ranking every pre-test and grouping every final test.
// - a covering index for the final tests of a period (count, passes, average score, gain, by route). It starts
//   with (kind, finished_at), so it replaces `evaluation_sessions_finished_idx`.
// The rollups start empty: the first refresh after this migration fills them from the activity days and the
// sessions (each has its own mark in `analytics_refresh`).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_activity_weeks')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_activity_weeks_pk', ['user_id', 'week'])
    .execute();
  await db.schema
    .createIndex('analytics_activity_weeks_week_idx')
    .on('analytics_activity_weeks')
    .columns(['week', 'company_id'])
    .execute();
  await db.schema
    .createTable('analytics_weekly_counts')
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_weekly_counts_pk', ['company_id', 'week'])
    .execute();
  await db.schema
    .createTable('analytics_people')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('analytics_route_results')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('pre_attempt', 'integer')
    .addColumn('pre_started_at', 'text')
    .addColumn('pre_score', 'integer')
    .addColumn('final_first_at', 'text')
    .addColumn('final_last_at', 'text')
    .addColumn('best_score', 'integer')
    .addColumn('best_at', 'text')
    .addPrimaryKeyConstraint('analytics_route_results_pk', ['user_id', 'route_id'])
    .execute();
  // The gain of a period reads the person-routes whose best final falls in it (covering), and the few with
  // several finals whose span overlaps it (a partial index: most people take one final test per route).
  await db.schema
    .createIndex('analytics_route_results_best_idx')
    .on('analytics_route_results')
    .columns(['best_at', 'pre_score', 'best_score', 'user_id'])
    .execute();
  await db.schema
    .createIndex('analytics_route_results_span_idx')
    .on('analytics_route_results')
    .columns(['final_last_at', 'final_first_at'])
    .where(sql.ref('final_first_at'), '<', sql.ref('final_last_at'))
    .execute();
  await db.schema
    .createIndex('evaluation_sessions_finished_cover_idx')
    .on('evaluation_sessions')
    .columns(['kind', 'finished_at', 'status', 'passed', 'score', 'user_id', 'route_id'])
    .execute();
  await db.schema.dropIndex('evaluation_sessions_finished_idx').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('evaluation_sessions_finished_idx')
    .on('evaluation_sessions')
    .columns(['kind', 'finished_at'])
    .execute();
  await db.schema.dropIndex('evaluation_sessions_finished_cover_idx').execute();
  await db.schema.dropIndex('analytics_route_results_span_idx').execute();
  await db.schema.dropIndex('analytics_route_results_best_idx').execute();
  await db.schema.dropTable('analytics_route_results').execute();
  await db.schema.dropTable('analytics_people').execute();
  await db.schema.dropTable('analytics_weekly_counts').execute();
  await db.schema.dropIndex('analytics_activity_weeks_week_idx').execute();
  await db.schema.dropTable('analytics_activity_weeks').execute();
}
