import type { Kysely } from 'kysely';

// What a certificate states, copied when it is issued (decision 029): the person's document type and company, the
// contents completed and the study time the platform recorded, the pass mark of the final test, and who signs it.
// All nullable: certificates issued before this migration did not record them, and say so by leaving them out.
const TEXT_COLUMNS = ['document_type', 'company_name', 'signer_name', 'signer_license'];
const INTEGER_COLUMNS = ['items_completed', 'study_seconds', 'pass_mark'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of TEXT_COLUMNS) await db.schema.alterTable('certificates').addColumn(column, 'text').execute();
  for (const column of INTEGER_COLUMNS)
    await db.schema.alterTable('certificates').addColumn(column, 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...TEXT_COLUMNS, ...INTEGER_COLUMNS])
    await db.schema.alterTable('certificates').dropColumn(column).execute();
}
