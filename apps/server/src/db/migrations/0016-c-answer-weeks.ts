import type { Kysely } from 'kysely';

// Answers of finished sessions counted per week, route, bank item and evaluation kind (decision 052): the learning
// gain's topic shares over all companies read a year of answers joined to their sessions (about 0.75 s at
// 100,000 learners on PostgreSQL). The week is the Bogotá week (its Monday) of the session's finish, as the panel
// groups by the finish; a session's answers are all given before it finishes, so its counts never change once
// counted. The refresh adds the sessions finished since its mark (`answer_weeks`) up to the new mark, exactly
// once; a reader takes from here only the whole weeks that end before the mark, and reads the rest raw.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_answer_weeks')
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('bank_items.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('answers', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_answer_weeks_pk', ['week', 'route_id', 'item_id', 'kind'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_answer_weeks').execute();
  await db.deleteFrom('analytics_refresh').where('name', '=', 'answer_weeks').execute();
}
