import { sql, type Kysely } from 'kysely';

// Item banks, adaptive evaluation sessions with every answer, and certificates.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('a', 'real', (c) => c.notNull())
    .addColumn('b', 'real', (c) => c.notNull())
    .addColumn('calibrated_at', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bank_items_route_idx').on('bank_items').columns(['route_id', 'status']).execute();

  await db.schema
    .createTable('evaluation_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_item_id', 'text')
    .addColumn('answered', 'integer', (c) => c.notNull())
    .addColumn('theta', 'real', (c) => c.notNull())
    .addColumn('se', 'real', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('passed', 'integer')
    .addColumn('pass_mark', 'integer', (c) => c.notNull())
    .addColumn('stop_reason', 'text')
    .addColumn('mastery', 'text')
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('evaluation_sessions_user_idx')
    .on('evaluation_sessions')
    .columns(['user_id', 'route_id', 'kind'])
    .execute();
  // At most one unfinished session per learner, route and kind: a second start resumes instead of duplicating.
  await db.schema
    .createIndex('evaluation_sessions_open_unique')
    .on('evaluation_sessions')
    .columns(['user_id', 'route_id', 'kind'])
    .unique()
    .where(sql.ref('status'), '=', 'in_progress')
    .execute();

  await db.schema
    .createTable('evaluation_answers')
    .addColumn('session_id', 'text', (c) => c.notNull().references('evaluation_sessions.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('bank_items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('theta_after', 'real', (c) => c.notNull())
    .addColumn('se_after', 'real', (c) => c.notNull())
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('evaluation_answers_pk', ['session_id', 'item_id'])
    .execute();
  await db.schema.createIndex('evaluation_answers_item_idx').on('evaluation_answers').column('item_id').execute();

  await db.schema
    .createTable('certificates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull().references('evaluation_sessions.id').onDelete('cascade'))
    .addColumn('learner_name', 'text', (c) => c.notNull())
    .addColumn('document_number', 'text')
    .addColumn('route_title', 'text', (c) => c.notNull())
    .addColumn('hours', 'real', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('certificates_user_route_unique')
    .on('certificates')
    .columns(['user_id', 'route_id'])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['certificates', 'evaluation_answers', 'evaluation_sessions', 'bank_items']) {
    await db.schema.dropTable(table).execute();
  }
}
