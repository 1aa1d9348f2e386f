import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './database.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const writer = path.join(serverRoot, 'src/test/cross-process-writer.ts');

function runWriter(
  dataDir: string,
  file: string,
  rounds: number,
  startAt: number,
): Promise<{ committed: number; errors: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dataDir, file, String(rounds), String(startAt)], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out) as { committed: number; errors: string[] });
      } catch {
        reject(new Error(`El proceso de escritura no respondió: ${out}`));
      }
    });
  });
}

describe('SQLite shared by several processes (cluster mode, decision 044)', () => {
  it('loses no read-then-write transaction when two processes write the same file at once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academia-db-'));
    const file = 'shared.sqlite';
    const handle = createDatabase({ dataDir, sqliteFile: file });
    await sql`create table counter (id integer primary key, value integer not null)`.execute(handle.db);
    await sql`insert into counter (id, value) values (1, 0)`.execute(handle.db);

    const rounds = 400;
    const startAt = Date.now() + 4000;
    const results = await Promise.all([
      runWriter(dataDir, file, rounds, startAt),
      runWriter(dataDir, file, rounds, startAt),
    ]);

    // A deferred `begin` takes its snapshot at the read and fails with SQLITE_BUSY at the write when the other
    // process committed in between (the busy timeout does not help there); every transaction must commit.
    expect(results.flatMap((result) => result.errors)).toEqual([]);
    const { rows } = await sql<{ value: number }>`select value from counter where id = 1`.execute(handle.db);
    expect(rows[0]!.value).toBe(2 * rounds);
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
