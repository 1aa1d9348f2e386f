import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { createTestApp } from '../test/test-app.js';
import { createDatabase } from './database.js';

describe('the PostgreSQL pool (decision 065)', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'has its idle connections open when the server starts, before any request',
    async () => {
      const t = await createTestApp({ DATABASE_POOL_MIN: '8', DATABASE_POOL_MAX: '10' });
      try {
        const db = t.app.database.db;
        const { rows: marks } = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db);
        const startedBefore = marks[0]!.now;
        // Eight reads at once hold eight connections: each must be one the start opened, not one opened now.
        const backends = await Promise.all(
          Array.from({ length: 8 }, async () => {
            const { rows } = await sql<{
              pid: number;
              started: Date;
            }>`select pg_backend_pid() as pid, backend_start as started, pg_sleep(0.1)
               from pg_stat_activity where pid = pg_backend_pid()`.execute(db);
            return rows[0]!;
          }),
        );
        expect(new Set(backends.map((backend) => backend.pid)).size).toBe(8);
        for (const backend of backends) expect(backend.started.getTime()).toBeLessThan(startedBefore.getTime());
      } finally {
        await t.close();
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'survives the loss of its idle connections and answers with new ones',
    async () => {
      const t = await createTestApp({ DATABASE_POOL_MIN: '3', DATABASE_POOL_MAX: '5' });
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const db = t.app.database.db;
        const pids = await Promise.all(
          [1, 2, 3].map(async () => {
            const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(db);
            return rows[0]!.pid;
          }),
        );
        // What a database restart does to a pool's idle connections.
        await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
        await new Promise((resolve) => setTimeout(resolve, 200));

        const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(200);
        expect(t.logs.join('')).toContain('Se perdió una conexión inactiva con PostgreSQL');
      } finally {
        await admin.end();
        await t.close();
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'opens what the database allows and leaves the rest for later, without failing',
    async () => {
      // A role the database lets open two connections at most, like a server at its max_connections.
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`do $$ begin
          create role academia_pool_probe login connection limit 2;
        exception when duplicate_object then null; end $$`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.username = 'academia_pool_probe';
      const handle = createDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString(), pool: { min: 4, max: 4 } });
      try {
        expect(await handle.warm()).toEqual({ opened: 2, wanted: 4 });
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await handle.close();
      }
    },
  );

  it('refuses a minimum above the maximum, in Spanish', () => {
    expect(() => loadConfig({ DATABASE_POOL_MIN: '30', DATABASE_POOL_MAX: '20' })).toThrow(
      'DATABASE_POOL_MIN no puede ser mayor que DATABASE_POOL_MAX.',
    );
    expect(() => loadConfig({ DATABASE_POOL_MIN: 'diez' })).toThrow(/DATABASE_POOL_MIN/);
    expect(loadConfig({}).databasePool).toEqual({ min: 20, max: 20 });
  });
});
