import type { Kysely } from 'kysely';

// The at-risk list's facts per enrolment not yet passed (decision 057). The list over all companies joined every
// enrolment to its evaluation facts and its person to apply the rule today: 360 ms for 300,000 enrolments at
// 100,000 learners. The refresh keeps here, for each enrolment without a passed final test, what the rule needs
// apart from the open sessions and today's date: the last activity (the enrolment's own, else its start, or a later
// finished evaluation), a failed final attempt, the lowest pre-test score and whether nothing followed that
// pre-test. It recomputes the enrolments touched since its mark (`enrolment_risk`) — new ones, those with progress
// written, those with an evaluation finished — and drops those that passed. An enrolment's deletion takes its row.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_enrolment_risk')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('route_id', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    .addColumn('pre_score', 'integer')
    .addColumn('pre_untouched', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_enrolment_risk_pk', ['user_id', 'route_id'])
    .addForeignKeyConstraint(
      'analytics_enrolment_risk_enrolment_fk',
      ['route_id', 'user_id'],
      'enrolments',
      ['route_id', 'user_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_enrolment_risk').execute();
  await db.deleteFrom('analytics_refresh').where('name', '=', 'enrolment_risk').execute();
}
