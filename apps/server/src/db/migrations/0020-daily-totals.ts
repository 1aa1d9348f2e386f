import { sql, SqliteAdapter, type Kysely } from 'kysely';

// The whole base's learning counts per Bogotá day and route, kept by the analytics refresh (decision 060). Over every
// company, a year of the dashboard counted about 300,000 enrolments, 400,000 final tests and 100,000 certificates on
// each request, twice (the period and the one before it): 0.3 s of a 2-core machine's time per dashboard on
// PostgreSQL. A year is at most 366 days × the routes here. Only the view over all companies reads it: a company's
// counts are small already, and a person who moves to another company takes their history with them, which a table
// keyed by company would have to follow.

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
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_daily_totals').execute();
  await db.deleteFrom('analytics_refresh').where('name', '=', 'daily_totals').execute();
}
