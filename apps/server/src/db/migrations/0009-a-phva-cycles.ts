import type { Kysely } from 'kysely';

// The PHVA self-evaluation of a company against Res. 0312 de 2019: the cycle, one row per assessed standard, the
// evidence files of each standard and the improvement actions. A closed cycle is never written again (the service
// refuses), so each evaluation stays as it was signed. The score is kept in hundredths as an integer: both
// databases store it the same way.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('phva_cycles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('responsible_name', 'text', (c) => c.notNull())
    .addColumn('evaluation_date', 'text')
    .addColumn('standard_set', 'integer', (c) => c.notNull())
    .addColumn('set_justification', 'text')
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('score_hundredths', 'integer')
    .addColumn('rating', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema.createIndex('phva_cycles_company_idx').on('phva_cycles').columns(['company_id', 'period']).execute();

  await db.schema
    .createTable('phva_assessments')
    .addColumn('cycle_id', 'text', (c) => c.notNull().references('phva_cycles.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('justification', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('phva_assessments_pk', ['cycle_id', 'code'])
    .execute();

  await db.schema
    .createTable('phva_evidence')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cycle_id', 'text', (c) => c.notNull().references('phva_cycles.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('uploads.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('phva_evidence_cycle_idx').on('phva_evidence').columns(['cycle_id', 'code']).execute();

  await db.schema
    .createTable('phva_actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cycle_id', 'text', (c) => c.notNull().references('phva_cycles.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('what', 'text', (c) => c.notNull())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('closing_evidence', 'text', (c) => c.notNull())
    .addColumn('route_id', 'text', (c) => c.references('routes.id').onDelete('set null'))
    .addColumn('assigned_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('phva_actions_cycle_idx').on('phva_actions').column('cycle_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['phva_actions', 'phva_evidence', 'phva_assessments', 'phva_cycles']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
