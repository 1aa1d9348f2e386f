/*
 * Where a bench run keeps its data: a fresh temporary SQLite file, or — with BENCH_DATABASE_URL — a fresh
 * PostgreSQL database created beside the one named in the URL and dropped afterwards, so a run never touches the
 * tables of the API test suite (which uses the same server) nor leaves anything behind.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

export interface DatabaseTarget {
  kind: 'sqlite' | 'postgres';
  /** DATA_DIR of the server: the SQLite file, uploads and secrets. */
  dataDir: string;
  databaseUrl?: string;
  /** Answers of final tests stored so far (read-only count, to compare with the answers the clients sent). */
  countTestAnswers: () => Promise<number>;
  dispose: () => Promise<void>;
}

const TEST_ANSWERS_SQL = `select count(*) as n from evaluation_answers a
  join evaluation_sessions s on s.id = a.session_id where s.kind = 'test'`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `prefix` names the temporary folder and database, so a crash test's leftovers are not taken for a bench's. */
export async function createDatabaseTarget(
  postgresUrl: string | undefined,
  prefix = 'academia_bench',
): Promise<DatabaseTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, '-')}-`));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!postgresUrl) {
    const file = path.join(dataDir, 'academia.sqlite');
    return {
      kind: 'sqlite',
      dataDir,
      countTestAnswers: () => {
        const sqlite = new SqliteDatabase(file, { readonly: true });
        try {
          return Promise.resolve(Number((sqlite.prepare(TEST_ANSWERS_SQL).get() as { n: number }).n));
        } finally {
          sqlite.close();
        }
      },
      dispose: () => Promise.resolve(removeDataDir()),
    };
  }
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  try {
    await withClient(postgresUrl, (client) => client.query(`create database ${name}`));
  } catch (error) {
    removeDataDir();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`No se pudo crear la base de datos ${name} con BENCH_DATABASE_URL (${reason}).`, { cause: error });
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl,
    countTestAnswers: () =>
      withClient(databaseUrl, async (client) => Number((await client.query(TEST_ANSWERS_SQL)).rows[0].n)),
    dispose: async () => {
      await withClient(postgresUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      removeDataDir();
    },
  };
}
