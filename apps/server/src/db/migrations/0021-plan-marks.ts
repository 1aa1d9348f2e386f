import { sql, SqliteAdapter, type Kysely } from 'kysely';

// A narrow copy of the training plans' standing (decision 061). The dashboard counts every covered pair per company
// and status on each request; over the wide rows of `analytics_plan_pairs` (ten columns, six of them ISO instants as
// text) that took 107 ms for 200,000 pairs on PostgreSQL, most of it spent taking each row apart. Here each pair is
// the company, a status class fixed until one instant (`switch_ms`), and the instants as integer milliseconds. The
// key columns come last, so a count never reads them. The table starts empty: the plans' mark is cleared, so the
// next refresh recomputes every pair, and this copy with them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_plan_marks')
    .addColumn('empresa_id', 'text')
    .addColumn('class', 'integer', (c) => c.notNull())
    .addColumn('switch_ms', 'bigint')
    .addColumn('overdue_ms', 'bigint', (c) => c.notNull())
    .addColumn('first_certified_ms', 'bigint')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('analytics_plan_marks_pk', ['user_id', 'route_id'])
    .execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    // As for the plans' pairs (decision 059): a scan this size is slower with workers on two cores.
    await sql`alter table analytics_plan_marks set (parallel_workers = 0)`.execute(db);
  }
  await db.schema
    .createIndex('analytics_plan_marks_company_idx')
    .on('analytics_plan_marks')
    .column('empresa_id')
    .execute();
  await db.deleteFrom('analytics_refresh').where('name', '=', 'plan_pairs').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_plan_marks').execute();
}
