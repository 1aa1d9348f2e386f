import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { SQLITE_FILE } from '../db/database.js';
import { SYSTEM_ACTOR } from '../modules/audit/audit.service.js';
import { PasswordHasher } from '../modules/auth/password-hasher.js';
import { createTestApp, signIn } from '../test/test-app.js';
import { createBackup, postgresBackupMessage } from './backup.js';
import { listFiles, readManifest, sha256Of } from './manifest.js';
import { postgresRestoreMessage, restoreBackup } from './restore.js';

const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sst-backup-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const freshDir = (name: string) => fs.mkdtempSync(path.join(scratch, `${name}-`));

const WRITER_PASSWORD = 'Escritor-2026';
const writerEmail = (n: number) => `escritor-${String(n).padStart(5, '0')}@copias.example.co`;
const writerFile = (n: number) => `archivo-${String(n).padStart(5, '0')}.pdf`;
const indexOf = (text: string) => Number(/(\d{5})/.exec(text)?.[1]);

/** A small PDF (the uploads service checks the first bytes) with random content, so every file's hash differs. */
const pdf = () => Readable.from([Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(2048)])]);

/** Every row of every table, each as sorted JSON text: two databases are equal when these are. */
function dump(file: string): Map<string, string[]> {
  const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const tables = sqlite
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all() as string[];
    return new Map(
      tables.map((table) => [
        table,
        (sqlite.prepare(`select * from "${table}"`).all() as Record<string, unknown>[])
          .map((row) =>
            JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('hex') : value)),
          )
          .sort(),
      ]),
    );
  } finally {
    sqlite.close();
  }
}

/** Keeps a writer's row only when its number is at most `upTo` (rows not written by the writer are kept). */
function upTo(rows: string[], upTo: number, marker: RegExp): string[] {
  return rows.filter((row) => !marker.test(row) || indexOf(row.match(marker)![0]) <= upTo);
}

async function bootOn(dataDir: string): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' });
  return buildApp(config, { hasher: new PasswordHasher({ N: 1024, r: 8, p: 1 }) });
}

// Backups copy the SQLite file, so these tests run on SQLite even when the suite runs on PostgreSQL.
describe('Copias de seguridad de SQLite y los archivos subidos', () => {
  it('una copia tomada mientras se escribe se restaura igual a la base de datos en el instante de la copia', async () => {
    const { app, config, close } = await createTestApp({ DATABASE_URL: '' });
    try {
      const { users, uploads } = app.container;
      // The writer: one user after another, and every third one a PDF upload; `committed` counts finished writes.
      let committed = 0;
      let writing = true;
      const writer = (async () => {
        for (let n = 1; writing; n += 1) {
          await users.create({ nombre: `Escritor ${String(n)}`, email: writerEmail(n), password: WRITER_PASSWORD });
          if (n % 3 === 0) {
            await uploads.store({ purpose: 'pdf', stream: pdf(), fileName: writerFile(n), actor: SYSTEM_ACTOR });
          }
          committed = n;
          await new Promise((resolve) => setTimeout(resolve, 2)); // leaves the backup process some CPU
        }
      })();
      while (committed < 30) await new Promise((resolve) => setTimeout(resolve, 5));

      // `npm run backup` in a process of its own, as an operator runs it next to the server.
      const into = freshDir('copias');
      // `before`: writes finished when the backup began, seen as its work folder appearing just before it reads.
      let before: number | null = null;
      const watch = setInterval(() => {
        if (before === null && fs.readdirSync(into).length > 0) before = committed;
      }, 1);
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'backup', '--dir', into], {
        cwd: serverRoot,
        env: { ...process.env, DATA_DIR: config.dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      });
      clearInterval(watch);
      const after = committed;
      writing = false;
      await writer;
      expect(stdout).toContain('Copia de seguridad escrita en');
      const [name] = fs.readdirSync(into);
      const folder = path.join(into, name!);
      expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);

      const target = freshDir('restaurada');
      const restored = await restoreBackup({
        folder,
        dataDir: target,
        uploadsDir: path.join(target, 'uploads'),
        now: new Date('2026-11-24T17:00:00Z'),
      });
      expect(restored.setAside).toBeNull();

      const restoredDb = path.join(target, SQLITE_FILE);
      const integrity = new SqliteDatabase(restoredDb, { readonly: true });
      expect(integrity.pragma('integrity_check', { simple: true })).toBe('ok');
      integrity.close();

      // The copy holds the writer's first k rows, no gaps, with k between the writes done before and after it ran.
      const copy = dump(restoredDb);
      const live = dump(path.join(config.dataDir, SQLITE_FILE));
      const writerNumbers = (table: string, marker: RegExp) =>
        (copy.get(table) ?? []).flatMap((row) => (marker.test(row) ? [indexOf(row.match(marker)![0])] : []));
      const k = writerNumbers('users', /escritor-\d{5}/).length;
      // The upload of write n follows its user, so the snapshot may fall between the two.
      const kUploads = Math.max(0, ...writerNumbers('uploads', /archivo-\d{5}/));
      expect(before).not.toBeNull();
      expect(k).toBeGreaterThanOrEqual(before!);
      expect(k).toBeLessThanOrEqual(after);
      expect(kUploads === 3 * Math.floor(k / 3) || (k % 3 === 0 && kUploads === k - 3)).toBe(true);
      expect(committed).toBeGreaterThan(k); // the writer went on after the snapshot, so the check below means something
      const expected = new Map(
        [...live].map(([table, rows]) => [
          table,
          table === 'users'
            ? upTo(rows, k, /escritor-\d{5}/)
            : // An upload and its audit entry are written in one transaction: the copy holds both or neither.
              table === 'uploads' || table === 'audit_log'
              ? upTo(rows, kUploads, /archivo-\d{5}/)
              : rows,
        ]),
      );
      expect(copy).toEqual(expected);

      // Every file a restored row names is there, identical to the live one.
      const restoredUploads = new SqliteDatabase(restoredDb, { readonly: true });
      const keys = restoredUploads.prepare('select storage_key from uploads').pluck().all() as string[];
      restoredUploads.close();
      expect(keys.length).toBe(kUploads / 3);
      for (const key of keys) {
        expect(await sha256Of(path.join(target, 'uploads', key))).toBe(
          await sha256Of(path.join(config.dataDir, 'uploads', key)),
        );
      }
      for (const file of listFiles(path.join(target, 'uploads'))) {
        expect(await sha256Of(path.join(target, 'uploads', file))).toBe(
          await sha256Of(path.join(config.dataDir, 'uploads', file)),
        );
      }

      // The app starts on the restored data and a user from the copy can sign in.
      const reborn = await bootOn(target);
      try {
        expect((await reborn.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
        expect((await signIn(reborn, writerEmail(k), WRITER_PASSWORD)).statusCode).toBe(200);
      } finally {
        await reborn.close();
      }
    } finally {
      await close();
    }
  }, 60_000);

  it('restaurar rechaza una copia alterada, no toca nada mientras la base está en uso y aparta lo que reemplaza', async () => {
    const source = freshDir('origen');
    const app = await bootOn(source);
    await app.container.users.create({
      nombre: 'Antes de la copia',
      email: 'antes@copias.example.co',
      password: WRITER_PASSWORD,
    });
    await app.container.uploads.store({ purpose: 'pdf', stream: pdf(), fileName: 'guia.pdf', actor: SYSTEM_ACTOR });
    const { folder, manifest } = await createBackup({
      dataDir: source,
      storageDriver: 'local',
      uploadsDir: path.join(source, 'uploads'),
      into: freshDir('copias'),
      now: new Date('2026-11-24T16:30:00Z'),
    });
    expect(path.basename(folder)).toBe('2026-11-24T16-30-00Z');
    expect(readManifest(folder).files.map((file) => file.path)).toEqual(manifest.files.map((file) => file.path));
    expect(manifest.files.filter((file) => file.path.startsWith('uploads/'))).toHaveLength(1);
    expect(manifest.database.tables.users).toBe(1);
    await app.container.users.create({
      nombre: 'Después de la copia',
      email: 'despues@copias.example.co',
      password: WRITER_PASSWORD,
    });
    const now = new Date('2026-11-24T17:00:00Z');
    const options = { folder, dataDir: source, uploadsDir: path.join(source, 'uploads'), now };

    // The server (here: the app) still has the database open: refused, nothing changed.
    await expect(restoreBackup(options)).rejects.toThrow(/está en uso .* Detenga el servidor/);
    await app.close();
    expect(fs.readdirSync(source)).not.toContain('reemplazado-2026-11-24T17-00-00Z');

    // One byte changed in a copied upload: refused with the file named, nothing changed.
    const uploaded = manifest.files.find((file) => file.path.startsWith('uploads/'))!;
    const tampered = path.join(folder, uploaded.path);
    const original = fs.readFileSync(tampered);
    fs.writeFileSync(tampered, Buffer.concat([original.subarray(0, -1), Buffer.from([original.at(-1)! ^ 1])]));
    await expect(restoreBackup(options)).rejects.toThrow(
      `${uploaded.path}: su contenido no coincide con el manifiesto`,
    );
    fs.writeFileSync(tampered, original);

    const { setAside } = await restoreBackup(options);
    expect(setAside).toBe(path.join(source, 'reemplazado-2026-11-24T17-00-00Z'));
    // The replaced database is kept aside, with the row written after the copy; the restored one lacks it.
    const aside = new SqliteDatabase(path.join(setAside!, SQLITE_FILE), { readonly: true });
    expect(aside.prepare('select count(*) from users').pluck().get()).toBe(2);
    aside.close();
    const reborn = await bootOn(source);
    try {
      expect((await signIn(reborn, 'antes@copias.example.co', WRITER_PASSWORD)).statusCode).toBe(200);
      expect((await signIn(reborn, 'despues@copias.example.co', WRITER_PASSWORD)).statusCode).toBe(401);
    } finally {
      await reborn.close();
    }
  });

  it('con PostgreSQL no finge: remite a pg_dump y pg_restore sin escribir nada', async () => {
    const dataDir = freshDir('pg');
    const options = { dataDir, databaseUrl: 'postgres://postgres@127.0.0.1:5432/academia', now: new Date() };
    await expect(
      createBackup({ ...options, storageDriver: 'local', uploadsDir: path.join(dataDir, 'uploads') }),
    ).rejects.toThrow(postgresBackupMessage);
    expect(postgresBackupMessage).toContain('pg_dump');
    await expect(
      restoreBackup({ ...options, folder: dataDir, uploadsDir: path.join(dataDir, 'uploads') }),
    ).rejects.toThrow(postgresRestoreMessage);
    expect(postgresRestoreMessage).toContain('pg_restore');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
