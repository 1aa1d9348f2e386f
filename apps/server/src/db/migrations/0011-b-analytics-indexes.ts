import type { Kysely } from 'kysely';

// The admin dashboard (decision 039). Two kinds of change, both for reading at the size of a large ARL's client
// base (100,000 people, millions of progress and answer rows):
// - `analytics_activity_days`: one row per person and Bogotá calendar day with any activity, and the Monday of its
//   ISO week. Derived data, refreshed incrementally by the analytics module from the rows changed since
//   `analytics_refresh.through`; it also keeps days that `item_progress.updated_at` later overwrites.
// - indexes on the instants the dashboard filters by (period ranges) and the refresh scans.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_activity_days')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('week', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_activity_days_pk', ['user_id', 'day'])
    .execute();
  await db.schema
    .createIndex('analytics_activity_days_day_idx')
    .on('analytics_activity_days')
    .columns(['day', 'week', 'user_id'])
    .execute();
  await db.schema
    .createTable('analytics_refresh')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('through', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('item_progress_updated_idx').on('item_progress').column('updated_at').execute();
  await db.schema
    .createIndex('evaluation_answers_answered_idx')
    .on('evaluation_answers')
    .columns(['answered_at', 'session_id'])
    .execute();
  await db.schema.createIndex('enrolments_enrolled_idx').on('enrolments').columns(['enrolled_at', 'user_id']).execute();
  await db.schema
    .createIndex('evaluation_sessions_finished_idx')
    .on('evaluation_sessions')
    .columns(['kind', 'finished_at'])
    .execute();
  await db.schema.createIndex('certificates_issued_idx').on('certificates').column('issued_at').execute();
  await db.schema.createIndex('certificates_expires_idx').on('certificates').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'certificates_expires_idx',
    'certificates_issued_idx',
    'evaluation_sessions_finished_idx',
    'enrolments_enrolled_idx',
    'evaluation_answers_answered_idx',
    'item_progress_updated_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable('analytics_refresh').execute();
  await db.schema.dropTable('analytics_activity_days').execute();
}
