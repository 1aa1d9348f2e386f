import { normaliseJobTitle } from '@academia/shared';
import { sql, type Kysely } from 'kysely';

// Each person's job title as training assignments compare it (decision 059). A job-title assignment covers the
// people whose `cargo`, trimmed, with inner spaces collapsed and lower-cased, equals the assignment's. Neither
// database lower-cases accented letters the same way JavaScript does (SQLite's lower() leaves «Á» as it is), so the
// evaluation of the plans in SQL reads the normalised title stored beside the one the person typed. Every write of
// `cargo` writes both (`toUserRow`, `toUserChangesRow`); this fills it for the people already there.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('cargo_normalizado', 'text').execute();
  const titles = await db.selectFrom('users').select('cargo').distinct().where('cargo', 'is not', null).execute();
  for (const { cargo } of titles as { cargo: string }[]) {
    await db
      .updateTable('users')
      .set({ cargo_normalizado: normaliseJobTitle(cargo) })
      .where('cargo', '=', cargo)
      .execute();
  }
  // Most people have no title: only those with one are indexed, which also tells SQLite's planner that the index
  // is selective (with every title empty it scanned all people for a job-title assignment instead).
  await db.schema
    .createIndex('users_job_title_idx')
    .on('users')
    .columns(['cargo_normalizado', 'empresa_id'])
    .where(sql.ref('cargo_normalizado'), 'is not', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_job_title_idx').execute();
  await db.schema.alterTable('users').dropColumn('cargo_normalizado').execute();
}
