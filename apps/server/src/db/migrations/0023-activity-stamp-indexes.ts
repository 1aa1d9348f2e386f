import type { Kysely } from 'kysely';

// The analytics refresh reads the simulator's activity by its time: the steps answered and the external attempts
// finished since its mark (decision 066). Neither column had an index, so every refresh read both tables whole; with
// these, a refresh that finds nothing new reads two empty index ranges.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('simulator_attempt_steps_created_idx')
    .on('simulator_attempt_steps')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('simulator_attempts_finished_idx')
    .on('simulator_attempts')
    .column('finished_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('simulator_attempts_finished_idx').execute();
  await db.schema.dropIndex('simulator_attempt_steps_created_idx').execute();
}
