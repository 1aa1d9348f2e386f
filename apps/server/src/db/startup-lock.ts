import { sql } from 'kysely';
import type { DatabaseHandle } from './database.js';

/**
 * Runs `work` while holding the database's start-up lock, so app servers that start at the same time on one
 * PostgreSQL database migrate, create the initial accounts, seed and rebuild the search index one after the other
 * instead of racing (two migrators creating the same table, two seeds inserting the same demo route). A session-level
 * advisory lock on a connection reserved for the purpose: PostgreSQL releases it if the process dies holding it.
 * Keyed by schema, so parallel test schemas do not wait for one another. SQLite has one process: no lock needed.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind !== 'postgres') return work();
  const key = `academia-sst:startup:${handle.pgSchema ?? 'public'}`;
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${key}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection);
    }
  });
}
