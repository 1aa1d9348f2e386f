import type { Kysely } from 'kysely';

// Training plans (decision 038). An assignment names a route and whom it covers — one person, a whole company, or
// a job title (optionally narrowed to one company) — with a due date that is a Bogotá calendar day. Who is covered
// is evaluated against `users` at read time, never copied, so people who join later are covered too.
// Reminder deliveries are unique on (person, route, due date, kind): a second sender's insert fails, so no reminder
// goes out twice; job_leases lets one process at a time run the scheduled job.
// A certificate is no longer unique per person and route: a renewal after expiry issues a new one and the expired
// one stays, so the unique index becomes a plain one.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('training_assignments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('job_title', 'text')
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('mandatory', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('plan'))
    // A renewal's key (certificate id): the scheduled job creates at most one renewal per expired certificate.
    .addColumn('renewal_of', 'text', (c) => c.unique())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'text')
    .execute();
  await db.schema
    .createIndex('training_assignments_active_idx')
    .on('training_assignments')
    .columns(['archived_at', 'target_kind', 'company_id'])
    .execute();
  await db.schema.createIndex('training_assignments_user_idx').on('training_assignments').column('user_id').execute();
  await db.schema.createIndex('training_assignments_route_idx').on('training_assignments').column('route_id').execute();

  await db.schema
    .createTable('reminder_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('assignment_id', 'text', (c) => c.references('training_assignments.id').onDelete('set null'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reminder_deliveries_unique')
    .on('reminder_deliveries')
    .columns(['user_id', 'route_id', 'due_date', 'kind'])
    .unique()
    .execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('reminders_opt_out', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.dropIndex('certificates_user_route_unique').execute();
  await db.schema
    .createIndex('certificates_user_route_idx')
    .on('certificates')
    .columns(['user_id', 'route_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('certificates_user_route_idx').execute();
  await db.schema
    .createIndex('certificates_user_route_unique')
    .on('certificates')
    .columns(['user_id', 'route_id'])
    .unique()
    .execute();
  await db.schema.alterTable('users').dropColumn('reminders_opt_out').execute();
  for (const table of ['job_leases', 'reminder_deliveries', 'training_assignments']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
