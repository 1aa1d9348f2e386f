import { sql, type Kysely } from 'kysely';

// The scenario simulator (decision 037): one scenario per route, the learners' attempts and each answer they gave.
// An attempt keeps a copy of the definition it started with, so editing a scenario never breaks a game in progress;
// its steps keep what the learner submitted, so resuming replays them against that copy. At most one attempt per
// learner and route is in progress (a partial unique index, which both databases support).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('simulator_scenarios')
    .addColumn('route_id', 'text', (c) => c.primaryKey().references('routes.id').onDelete('cascade'))
    // The scenario's title, copied from the definition so route pages never parse definitions to name the step.
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('external_path', 'text')
    .addColumn('max_score', 'integer', (c) => c.notNull())
    // 'seed' while the seed wrote the last version (a re-seed may update it), 'admin' once an admin saved it.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('simulator_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('definition', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_situation_id', 'text')
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('max_score', 'integer', (c) => c.notNull())
    .addColumn('passed', 'integer')
    // 1 for a completion reported by an external simulator through the learner's browser (no definition, no steps).
    .addColumn('external', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('simulator_attempts_user_route_idx')
    .on('simulator_attempts')
    .columns(['user_id', 'route_id', 'started_at'])
    .execute();
  await db.schema
    .createIndex('simulator_attempts_open_idx')
    .on('simulator_attempts')
    .columns(['user_id', 'route_id'])
    .unique()
    .where(sql.ref('status'), '=', 'in_progress')
    .execute();

  await db.schema
    .createTable('simulator_attempt_steps')
    .addColumn('attempt_id', 'text', (c) => c.notNull().references('simulator_attempts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('situation_id', 'text', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('critical', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('simulator_attempt_steps_pk', ['attempt_id', 'position'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['simulator_attempt_steps', 'simulator_attempts', 'simulator_scenarios']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
