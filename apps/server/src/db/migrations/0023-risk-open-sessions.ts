import type { Kysely } from 'kysely';

// The at-risk facts now include the evaluations in progress (decision 065). Rows written before do not, so the
// mark is cleared and the next refresh recomputes every enrolment's facts.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('analytics_refresh').where('name', '=', 'enrolment_risk').execute();
}

// Nothing to undo: the facts written since are valid for the previous version's reads too, which add the open
// evaluations again when reading.
export async function down(): Promise<void> {}
