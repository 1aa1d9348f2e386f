import type { Kysely } from 'kysely';

// Extra final-test attempts granted to one learner on one route, one row per grant: the route's limit plus the
// number of rows is what that learner may start. Who granted it is kept here and, with more detail, in the audit log.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('evaluation_attempt_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('granted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('evaluation_attempt_grants_user_route_idx')
    .on('evaluation_attempt_grants')
    .columns(['user_id', 'route_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('evaluation_attempt_grants').ifExists().execute();
}
