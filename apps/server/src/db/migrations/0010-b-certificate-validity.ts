import type { Kysely } from 'kysely';

// A route may say for how many months its certificate stays in force (e.g. a yearly refresher); a certificate copies
// the expiry it was issued with, like every other fact it states (decision 029): a later change to the route's
// validity never moves the date printed on a certificate already issued. Both nullable: no validity, no expiry.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('routes').addColumn('validity_months', 'integer').execute();
  await db.schema.alterTable('certificates').addColumn('expires_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('certificates').dropColumn('expires_at').execute();
  await db.schema.alterTable('routes').dropColumn('validity_months').execute();
}
