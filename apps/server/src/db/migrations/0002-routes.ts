import type { Kysely } from 'kysely';

// Learning routes, their ordered content items, uploads, enrolments, per-item progress and favourites.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('routes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seed_key', 'text', (c) => c.unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('objectives', 'text', (c) => c.notNull())
    .addColumn('cover_file_id', 'text', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('hours', 'real', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pass_mark', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('unlock_in_order', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .execute();
  await db.schema.createIndex('routes_status_idx').on('routes').column('status').execute();

  await db.schema
    .createTable('route_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('body_html', 'text')
    .addColumn('url', 'text')
    .addColumn('file_id', 'text', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('captions_file_id', 'text', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('quiz', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('route_items_route_idx').on('route_items').columns(['route_id', 'position']).execute();
  await db.schema.createIndex('route_items_file_idx').on('route_items').column('file_id').execute();

  await db.schema
    .createTable('enrolments')
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('enrolled_at', 'text', (c) => c.notNull())
    .addColumn('last_item_id', 'text')
    .addColumn('last_activity_at', 'text')
    .addColumn('content_completed_at', 'text')
    .addPrimaryKeyConstraint('enrolments_pk', ['route_id', 'user_id'])
    .execute();
  await db.schema.createIndex('enrolments_user_idx').on('enrolments').column('user_id').execute();

  await db.schema
    .createTable('item_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('route_items.id').onDelete('cascade'))
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('position', 'real', (c) => c.notNull())
    .addColumn('max_position', 'real', (c) => c.notNull())
    .addColumn('seconds_spent', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('quiz_state', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_progress_pk', ['user_id', 'item_id'])
    .execute();
  await db.schema.createIndex('item_progress_route_idx').on('item_progress').columns(['user_id', 'route_id']).execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'kind', 'target_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['favorites', 'item_progress', 'enrolments', 'route_items', 'routes', 'uploads']) {
    await db.schema.dropTable(table).execute();
  }
}
