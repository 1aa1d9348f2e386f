import { sql, SqliteAdapter, type Kysely } from 'kysely';

// The training plans' standing per covered (person, route), kept for the dashboard and the Insight Hub (decision
// 059). Evaluating the plans on each request joined every assignment to the people it covers and to their
// certificates: over 200,000 covered pairs, 0.4 s per count on PostgreSQL and three counts per dashboard. The refresh
// keeps here what the statuses depend on apart from the instant they are read at:
// - `due_end`: the start (05:00 UTC) of the Bogotá day after the earliest due date; overdue from then on;
// - `overdue_from`: the first instant at which an assignment made by then was past its due day, what a past
//   period's end is judged by;
// - the earliest unrevoked certificate, the latest one with its expiry, and whether the person started the route.
// Deleting the person or the route takes the row. The people and certificates are found by what changed since the
// refresh's mark, hence the two indexes.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_plan_pairs')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('empresa_id', 'text')
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('due_end', 'text', (c) => c.notNull())
    .addColumn('overdue_from', 'text', (c) => c.notNull())
    .addColumn('first_certified_at', 'text')
    .addColumn('certified_at', 'text')
    .addColumn('certificate_expires_at', 'text')
    .addColumn('started', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_plan_pairs_pk', ['user_id', 'route_id'])
    .execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    // Its counts scan 200,000 narrow rows in about 20 ms; with parallel workers, which PostgreSQL picks for a table
    // this size, the same count took 60–140 ms on a two-core machine, the workers' start-up outweighing the scan.
    await sql`alter table analytics_plan_pairs set (parallel_workers = 0)`.execute(db);
  }
  await db.schema
    .createIndex('analytics_plan_pairs_company_idx')
    .on('analytics_plan_pairs')
    .column('empresa_id')
    .execute();
  // The at-risk list reads its overdue criterion beside the other facts of the enrolment: joining 200,000 pairs
  // to 200,000 enrolments on each request cost 0.3 s.
  await db.schema.alterTable('analytics_enrolment_risk').addColumn('overdue_from', 'text').execute();
  // Over all companies the at-risk list leaves out the few inactive people: found by scanning 100,000 people (80 ms)
  // until this index.
  await db.schema.createIndex('users_inactive_idx').on('users').column('id').where(sql.ref('active'), '=', 0).execute();
  await db.schema.createIndex('users_updated_idx').on('users').column('updated_at').execute();
  await db.schema.createIndex('certificates_revoked_idx').on('certificates').column('revoked_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('certificates_revoked_idx').execute();
  await db.schema.dropIndex('users_updated_idx').execute();
  await db.schema.dropIndex('users_inactive_idx').execute();
  await db.schema.alterTable('analytics_enrolment_risk').dropColumn('overdue_from').execute();
  await db.schema.dropTable('analytics_plan_pairs').execute();
  await db.deleteFrom('analytics_refresh').where('name', '=', 'plan_pairs').execute();
}
