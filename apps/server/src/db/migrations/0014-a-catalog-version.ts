import { sql, SqliteAdapter, type Kysely } from 'kysely';

// The catalog version (decision 048): one counter that the database itself moves on every change to what the
// learners' read paths cache in each process — routes, their items, item banks and simulator scenarios. Triggers,
// not application code, so no write path (an admin edit, the seed, a bulk script, another process) can forget it.
const CATALOG_TABLES = ['routes', 'route_items', 'bank_items', 'simulator_scenarios'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalog_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('catalog_version').values({ id: 1, version: 1 }).execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // SQLite has row triggers only: a bulk insert moves the counter once per row, which costs nothing that matters.
    for (const table of CATALOG_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql
          .raw(
            `create trigger ${table}_${event}_catalog_version after ${event} on ${table}
             begin update catalog_version set version = version + 1 where id = 1; end`,
          )
          .execute(db);
      }
    }
  } else {
    await sql`create function catalog_version_bump() returns trigger language plpgsql as $$
      begin
        update catalog_version set version = version + 1 where id = 1;
        return null;
      end
    $$`.execute(db);
    for (const table of CATALOG_TABLES) {
      await sql
        .raw(
          `create trigger ${table}_catalog_version after insert or update or delete or truncate on ${table}
           for each statement execute function catalog_version_bump()`,
        )
        .execute(db);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const table of CATALOG_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`drop trigger if exists ${table}_${event}_catalog_version`).execute(db);
      }
    }
  } else {
    for (const table of CATALOG_TABLES) {
      await sql.raw(`drop trigger if exists ${table}_catalog_version on ${table}`).execute(db);
    }
    await sql`drop function if exists catalog_version_bump()`.execute(db);
  }
  await db.schema.dropTable('catalog_version').ifExists().execute();
}
