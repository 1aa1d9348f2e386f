import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type MigrationProvider,
  type SqliteDatabase as SqliteDialectDatabase,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import { DEFAULT_POOL_SIZE, type PoolSize } from './pool-size.js';

export type Db = Kysely<Database>;

/** The SQLite file under DATA_DIR (backups and restores find it by this name). */
export const SQLITE_FILE = 'academia.sqlite';
export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** SQLite file name under dataDir; tests give each file its own. */
  sqliteFile?: string;
  /** PostgreSQL schema to use instead of `public`; tests give each file its own. It must already exist. */
  pgSchema?: string;
  /** PostgreSQL only: connections kept open while idle, and the most open at once (decision 065). */
  pool?: PoolSize;
  /** PostgreSQL only: told when an idle connection breaks (the server restarted, the network dropped it). */
  onIdleConnectionError?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  pgSchema?: string;
  /**
   * Opens the connections the pool keeps while idle, so that the first requests after a start do not each wait
   * for a new database server process, and says how many it opened and how many it meant to. A connection the
   * database refuses (too many clients) is not an error here: the pool opens it later, when a request needs it.
   * Nothing to do on SQLite, whose one connection is opened with the handle.
   */
  warm: () => Promise<{ opened: number; wanted: number }>;
  close: () => Promise<void>;
}

/** SQLite when no DATABASE_URL is set (embedded, one file under DATA_DIR), PostgreSQL when it is postgres://… */
export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const size = options.pool ?? DEFAULT_POOL_SIZE;
    // `min` keeps that many connections past the idle timeout (10 s): without it, an admin who paused longer met
    // new server processes, 12–21 ms each before any query ran (decision 065).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      min: size.min,
      max: size.max,
      // Connections that stay open for hours must not be dropped unnoticed by a firewall or NAT in between.
      keepAlive: true,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // The pool drops the broken connection and opens a new one when next needed; without a listener, the event
    // would end the process.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
      warm: () => warmPool(pool, size.min),
      close: () => db.destroy(),
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.sqliteFile ?? SQLITE_FILE);
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers go on while one writer writes; busy_timeout waits for the writer instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, kind: 'sqlite', warm: () => Promise.resolve({ opened: 1, wanted: 1 }), close: () => db.destroy() };
}

/** Opens `count` connections at once and hands them back to the pool, which keeps them (its `min`). */
async function warmPool(pool: pg.Pool, count: number): Promise<{ opened: number; wanted: number }> {
  const attempts = await Promise.allSettled(Array.from({ length: count }, () => pool.connect()));
  let opened = 0;
  for (const attempt of attempts) {
    if (attempt.status === 'fulfilled') {
      attempt.value.release();
      opened += 1;
    }
  }
  return { opened, wanted: count };
}

/**
 * Transactions take SQLite's write lock when they begin (`begin immediate`), not at their first write. With several
 * processes on one file (cluster mode, decision 044), a deferred `begin` reads from a snapshot and then fails at
 * its first write with SQLITE_BUSY, without waiting, whenever another process wrote in between; an immediate one
 * waits its turn under the busy timeout instead. In a single process nothing changes: Kysely already runs one
 * transaction at a time on its one connection.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement anew, and preparing (SQLite parsing and planning the query) cost
 * about as much as running the query on the evaluation hot path (see docs/decisions/011-benchmarks.md). A prepared
 * better-sqlite3 statement can be run again with new parameters, so the most recent ones are kept by SQL text.
 * Safe because Kysely runs one statement at a time on its single connection and never changes a statement's modes.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      // Re-inserting keeps the Map in least-recently-used order, so the oldest key is the one to drop.
      statements.set(sql, statement);
      return statement;
    },
  };
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Applies every pending migration; throws with the failing migration's name if one fails. */
export async function migrateToLatest({ db, pgSchema }: Pick<DatabaseHandle, 'db' | 'pgSchema'>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables across schemas; naming ours keeps parallel test schemas apart.
  const migrator = new Migrator({ db, provider, ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`La migración de la base de datos falló${name}.`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
