import { SqliteAdapter, sql, type Kysely } from 'kysely';

// The educational and legislative libraries, and the full-text search index shared by every module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('library_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seed_key', 'text', (c) => c.unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('published_on', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.references('uploads.id'))
    .addColumn('url', 'text')
    .addColumn('file_text', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();

  await db.schema
    .createTable('library_norms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seed_key', 'text', (c) => c.unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_note', 'text', (c) => c.notNull())
    .addColumn('replaced_by_id', 'text', (c) => c.references('library_norms.id').onDelete('set null'))
    .addColumn('source_url', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('text_html', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.references('uploads.id'))
    .addColumn('file_text', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // One live record per norm; a deleted one may be created again.
  await db.schema
    .createIndex('library_norms_identity_idx')
    .on('library_norms')
    .columns(['type', 'number', 'year'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.createIndex('library_norms_replaced_by_idx').on('library_norms').column('replaced_by_id').execute();

  await db.schema
    .createTable('search_entries')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull())
    .addColumn('subtype', 'text')
    .addColumn('topic', 'text')
    .addColumn('status', 'text')
    .addColumn('year', 'integer')
    .addColumn('recency', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_entries_kind_idx')
    .on('search_entries')
    .columns(['kind', 'visible', 'recency'])
    .execute();
  await db.schema.createIndex('search_entries_parent_idx').on('search_entries').column('parent_id').execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // The analysed text (stems and folded words, see modules/search/analyzer); `key` joins it to search_entries.
    await sql`create virtual table search_fts using fts5(
      key unindexed, title, body, words, tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
  } else {
    await sql`alter table search_entries add column tsv tsvector not null default ''::tsvector`.execute(db);
    await sql`create index search_entries_tsv_idx on search_entries using gin (tsv)`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sql`drop table search_fts`.execute(db);
  await db.schema.dropTable('search_entries').execute();
  await db.schema.dropTable('library_norms').execute();
  await db.schema.dropTable('library_documents').execute();
}
