import type { Kysely } from 'kysely';

// The Insight Hub's panels filter by period before they group (decision 040): the people who enrolled in a route
// in the period, the evaluations finished in it, the answers given in it. Without these indexes each panel reads
// every row of its table at 100,000 learners. The answers' period filter uses 0011-b's
// `evaluation_answers(answered_at, session_id)`, and this file's session index is named apart from 0011-b's.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('enrolments_route_enrolled_idx')
    .on('enrolments')
    .columns(['route_id', 'enrolled_at'])
    .execute();
  await db.schema
    .createIndex('evaluation_sessions_status_finished_idx')
    .on('evaluation_sessions')
    .columns(['kind', 'status', 'finished_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('evaluation_sessions_status_finished_idx').execute();
  await db.schema.dropIndex('enrolments_route_enrolled_idx').execute();
}
