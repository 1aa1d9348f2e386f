import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppError } from '../errors/app-error.js';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { PasswordHasher } from '../modules/auth/password-hasher.js';
import { DEMO_ADMIN, seedDemo } from '../seed/seed.js';
import { createTestApp, solveCaptcha } from '../test/test-app.js';
import { withStartupLock } from './startup-lock.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** Starts an app server as server.ts does (build, then the demo seed under the start-up lock). */
async function startServer(env: Record<string, string>, schema: string): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sst-startup-'));
  cleanup.push(() => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(config, { hasher: new PasswordHasher({ N: 1024, r: 8, p: 1 }), pgSchema: schema });
  cleanup.push(() => app.close());
  await withStartupLock(app.database, () => seedDemo(app.container, config, app.log));
  return app;
}

// Several app servers behind a load balancer restart at the same moment on one PostgreSQL database.
describe.skipIf(!pgUrl)('three app servers starting at once on one PostgreSQL database', () => {
  it('all start, seed the demo data once, and sign captchas with one key', async () => {
    const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    cleanup.unshift(async () => {
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    });
    const env = {
      DATABASE_URL: pgUrl ?? '',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'jefe@example.co',
      ADMIN_PASSWORD: 'Segura-2026',
      CAPTCHA_MAX_COUNTER: '40',
    };
    const apps = await Promise.all([startServer(env, schema), startServer(env, schema), startServer(env, schema)]);
    const [first, second, third] = apps;

    const { db } = first.database;
    const count = async (table: 'users' | 'routes' | 'bank_items' | 'library_documents') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const alone = await createTestApp();
    cleanup.push(alone.close);
    await seedDemo(alone.app.container, alone.config, alone.app.log);
    const once = async (table: 'users' | 'routes' | 'bank_items' | 'library_documents') =>
      Number(
        (
          await alone.app.database.db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    // Every demo person once; the initial admin (ADMIN_EMAIL) takes the demo admin's place, who is not created.
    expect(await count('users')).toBe(await once('users'));
    const emails = (await db.selectFrom('users').select('email').execute()).map((row) => row.email);
    expect(emails.filter((email) => email === 'jefe@example.co')).toHaveLength(1);
    expect(emails).not.toContain(DEMO_ADMIN.email);
    expect(await count('routes')).toBe(await once('routes'));
    expect(await count('bank_items')).toBe(await once('bank_items'));
    expect(await count('library_documents')).toBe(await once('library_documents'));

    // A challenge issued by one server is accepted by another, and refused as a replay by the third.
    const payload = await solveCaptcha(first);
    await expect(second.container.captcha.verify(payload)).resolves.toBeUndefined();
    await expect(third.container.captcha.verify(payload)).rejects.toMatchObject({
      code: 'CAPTCHA_REPLAYED',
    } satisfies Partial<AppError>);
  }, 120_000);
});

describe('the captcha key', () => {
  it('is generated once, kept in the database, and survives a restart', async () => {
    const t = await createTestApp();
    cleanup.push(t.close);
    const payload = await solveCaptcha(t.app);
    const restarted = await t.reopen();
    cleanup.push(() => restarted.close());
    await expect(restarted.container.captcha.verify(payload)).resolves.toBeUndefined();
    const stored = await t.app.database.db.selectFrom('app_secrets').selectAll().execute();
    expect(stored.map((row) => row.name)).toEqual(['altchaHmacKey']);
  });

  it('carries over the key an earlier version kept in DATA_DIR/secrets.json', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sst-legacy-'));
    cleanup.push(() => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })));
    const legacy = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ altchaHmacKey: legacy }));
    const t = await createTestApp({ DATA_DIR: dataDir });
    cleanup.push(t.close);
    const stored = await t.app.database.db.selectFrom('app_secrets').select('value').executeTakeFirstOrThrow();
    expect(stored.value).toBe(legacy);
  });
});
