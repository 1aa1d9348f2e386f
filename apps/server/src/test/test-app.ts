import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { DATA_POLICY_VERSION } from '@academia/shared';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config/config.js';
import { PasswordHasher } from '../modules/auth/password-hasher.js';
import { SESSION_COOKIE } from '../modules/auth/session-cookie.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Every log line the app wrote, for assertions about what is (not) logged. */
  logs: string[];
  close: () => Promise<void>;
  /** A second app on the same database and data directory, as after a server restart (close it yourself). */
  reopen: () => Promise<FastifyInstance>;
}

/**
 * A fresh app on a fresh database: its own SQLite file in a temp DATA_DIR, or, when TEST_DATABASE_URL is set,
 * its own PostgreSQL schema. The captcha is real but cheap, and scrypt runs with a lower cost to keep tests fast.
 */
export async function createTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sst-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  let schema: string | null = null;
  let databaseUrl: string | undefined;
  if (pgUrl) {
    schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    databaseUrl = pgUrl;
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    CAPTCHA_MAX_COUNTER: '40',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Two connections kept open, not the product's twenty: the suite builds hundreds of apps, one file at a time.
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_MIN: '2' } : {}),
    ...env,
  });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString('utf8'));
      callback();
    },
  });
  const app = await buildApp(config, {
    hasher: new PasswordHasher({ N: 1024, r: 8, p: 1 }),
    logStream,
    ...(schema ? { pgSchema: schema } : {}),
    ...options,
  });
  const close = async () => {
    await app.close();
    if (pgUrl && schema) {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const reopen = () =>
    buildApp(config, {
      hasher: new PasswordHasher({ N: 1024, r: 8, p: 1 }),
      logStream,
      ...(schema ? { pgSchema: schema } : {}),
      ...options,
    });
  return { app, config, logs, close, reopen };
}

/** Solves a real ALTCHA challenge from the app, as the browser widget does, and returns the form payload. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/captcha' });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('No se pudo resolver el captcha de prueba');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Returns a `cookie` header value for the session set by `response`. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('La respuesta no trae cookie de sesión');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

let counter = 0;
/**
 * Creates a user through the users service (the code path sign-up uses) and returns its credentials. The person has
 * consented to the current data policy unless `consent: false` (as someone an admin created, before first sign-in).
 */
export async function createUser(
  app: FastifyInstance,
  overrides: { perfil?: string; active?: boolean; consent?: boolean } = {},
) {
  counter += 1;
  const credentials = {
    nombre: `Persona de prueba ${String(counter)}`,
    email: `persona${String(counter)}-${crypto.randomBytes(3).toString('hex')}@example.co`,
    password: 'Segura-2026',
  };
  const row = await app.container.users.create({
    ...credentials,
    perfil: overrides.perfil ?? 'Aprendiz',
    consent: overrides.consent === false ? null : { version: DATA_POLICY_VERSION, ip: '127.0.0.1' },
  });
  if (overrides.active === false) await app.container.users.update(row.id, { active: false });
  return { ...credentials, id: row.id };
}

export async function signIn(app: FastifyInstance, email: string, password: string, remember = false) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password, remember } });
}

/** Reads the newest messages written to the outbox folder (the mail path used without SMTP). */
export function readOutbox(config: Config): string[] {
  if (!fs.existsSync(config.mail.outboxDir)) return [];
  return fs
    .readdirSync(config.mail.outboxDir)
    .sort()
    .map((file) => fs.readFileSync(path.join(config.mail.outboxDir, file), 'utf8'));
}

/** The decoded plain-text part of an .eml file (nodemailer writes quoted-printable). */
export function plainText(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
