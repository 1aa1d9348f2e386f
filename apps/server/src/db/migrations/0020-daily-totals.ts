import { sql, SqliteAdapter, type Kysely } from 'kysely';

// The whole base's learning counts per Bogotá day and route, kept by the analytics refresh (decision 060). Over every
// company, a year of the dashboard counted about 300,000 enrolments, 400,000 final tests and 100,000 certificates on
// each request, twice (the period and the one before it): 0.3 s of a 2-core machine's time per dashboard on
// PostgreSQL. A year is at most 366 days × the routes here. Only the view over all companies reads it: a company's
// counts are small already, and a person who moves to another company takes their history with them, which a table
// keyed by company would have to follow.
//
// The Insight Hub's learning gain groups the (lowest pre-test, best final) pairs of the people whose best final falls
// in the period: over a year of the whole base, 200,000 results read from the table (170 ms on PostgreSQL). With the
// columns it reads in an index, the read is the index alone.
//
// Active learners: people with an activity day in a window. Counting them grouped 150,000 (person, day) rows of a
// month into 30,000 people (110 ms). Each day now keeps the person's previous activity day (`prev_day`), so a person
// active in [a, b] is counted once, on their first day there: the one whose previous day is before a, or none. The
// count reads the day index alone and groups nothing. The index gains the column.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  const real = db.getExecutor().adapter instanceof SqliteAdapter ? 'real' : 'double precision';
  await db.schema
    .createTable('analytics_daily_totals')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('enrolments', 'integer', (c) => c.notNull())
    .addColumn('finals', 'integer', (c) => c.notNull())
    .addColumn('finals_passed', 'integer', (c) => c.notNull())
    .addColumn('final_scored', 'integer', (c) => c.notNull())
    .addColumn('final_score_sum', sql.raw(real), (c) => c.notNull())
    .addColumn('certificates', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_totals_pk', ['day', 'route_id'])
    .execute();
  await db.schema.alterTable('analytics_activity_days').addColumn('prev_day', 'text').execute();
  await fillPreviousDays(db);
  await db.schema.dropIndex('analytics_activity_days_day_idx').execute();
  await db.schema
    .createIndex('analytics_activity_days_day_idx')
    .on('analytics_activity_days')
    .columns(['day', 'week', 'user_id', 'prev_day'])
    .execute();
  await db.schema
    .createIndex('analytics_route_results_pairs_idx')
    .on('analytics_route_results')
    .columns(['best_at', 'route_id', 'pre_low_score', 'best_score'])
    .execute();
}

/**
 * Every activity day's previous one of the same person, in one pass over the table. The refresh's first fill runs the
 * same statement; a migration keeps its own copy, so that later changes to the refresh cannot change what it did.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
async function fillPreviousDays(db: Kysely<any>): Promise<void> {
  await sql`update analytics_activity_days set prev_day = l.prev_day
    from (
      select user_id, day, lag(day) over (partition by user_id order by day) as prev_day
      from analytics_activity_days
    ) l
    where l.user_id = analytics_activity_days.user_id and l.day = analytics_activity_days.day
      and l.prev_day is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('analytics_route_results_pairs_idx').execute();
  await db.schema.dropIndex('analytics_activity_days_day_idx').execute();
  await db.schema
    .createIndex('analytics_activity_days_day_idx')
    .on('analytics_activity_days')
    .columns(['day', 'week', 'user_id'])
    .execute();
  await db.schema.alterTable('analytics_activity_days').dropColumn('prev_day').execute();
  await db.schema.dropTable('analytics_daily_totals').execute();
  await db.deleteFrom('analytics_refresh').where('name', '=', 'daily_totals').execute();
}
